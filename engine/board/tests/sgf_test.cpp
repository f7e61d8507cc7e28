// Tests of the SGF parser and loader (engine/sgf.h).
#include <yomi/engine/board/sgf.h>

#include <gtest/gtest.h>
#include <unistd.h>
#include <zlib.h>

#include <cstdio>
#include <fstream>
#include <string>

namespace yomi::sgf {
namespace {

// The board as rows of X/O/. (top row first), for comparing with diagrams.
std::string diagram(const Board& b) {
    std::string out;
    for (int row = 0; row < b.size(); ++row) {
        for (int col = 0; col < b.size(); ++col) {
            const Color c = b.at(Point::at(row, col));
            out += c == Color::Black ? 'X' : c == Color::White ? 'O' : '.';
        }
        out += '\n';
    }
    return out;
}

Point pt(const Board& b, std::string_view vertex) {
    const auto p = parse_vertex(vertex, b.size());
    EXPECT_TRUE(p.has_value()) << vertex;
    return p.value_or(Point::pass());
}

Color load(Board& b, std::string_view text, int before_move = 0, std::string vertex = "") {
    LoadLimit limit;
    limit.before_move = before_move;
    limit.before_vertex = std::move(vertex);
    return load_position_text(b, text, "t.sgf", limit);
}

// Expects `text` to be rejected with this message at this line:column.
void expect_error(std::string_view text, int line, int column, std::string_view message) {
    try {
        (void)parse(text, "x.sgf");
        ADD_FAILURE() << "no error for: " << text;
    } catch (const Error& e) {
        EXPECT_EQ(e.line(), line) << e.what();
        EXPECT_EQ(e.column(), column) << e.what();
        EXPECT_NE(e.message().find(message), std::string::npos) << e.what();
        EXPECT_EQ(std::string(e.what()).rfind(
                      "x.sgf:" + std::to_string(line) + ":" + std::to_string(column) + ": ", 0),
                  0u)
            << e.what();
    }
}

// A file in the test's temporary directory, removed at the end.
class TempFile {
  public:
    explicit TempFile(std::string suffix) {
        char dir[] = "/tmp/sgf_test_XXXXXX";
        EXPECT_NE(mkdtemp(dir), nullptr);
        m_dir = dir;
        m_path = m_dir + "/game" + suffix;
    }
    ~TempFile() {
        std::remove(m_path.c_str());
        rmdir(m_dir.c_str());
    }
    const std::string& path() const { return m_path; }
    void write_plain(std::string_view text) const {
        std::ofstream(m_path, std::ios::binary) << text;
    }
    void write_gz(std::string_view text) const {
        gzFile f = gzopen(m_path.c_str(), "wb");
        ASSERT_NE(f, nullptr);
        ASSERT_EQ(gzwrite(f, text.data(), static_cast<unsigned>(text.size())),
                  static_cast<int>(text.size()));
        gzclose(f);
    }

  private:
    std::string m_dir;
    std::string m_path;
};

// ------------------------------------------------------------------ parser

TEST(SgfParse, TreesNodesPropertiesAndVariations) {
    const auto trees = parse("(;FF[4]SZ[9]AB[aa][bb];B[cc](;W[dd];B[ee])(;W[ff]))(;SZ[5])");
    ASSERT_EQ(trees.size(), 2u);
    const GameTree& t = trees[0];
    ASSERT_EQ(t.nodes.size(), 2u);
    ASSERT_EQ(t.nodes[0].properties.size(), 3u);
    const Property* ab = t.nodes[0].find("AB");
    ASSERT_NE(ab, nullptr);
    EXPECT_EQ(ab->values, (std::vector<std::string>{"aa", "bb"}));
    EXPECT_EQ(t.nodes[0].find("XX"), nullptr);
    ASSERT_EQ(t.children.size(), 2u);
    EXPECT_EQ(t.children[0].nodes.size(), 2u);
    EXPECT_EQ(t.children[1].nodes[0].find("W")->values[0], "ff");
    EXPECT_EQ(trees[1].nodes[0].find("SZ")->values[0], "5");
}

TEST(SgfParse, EscapesAndSoftLineBreaks) {
    const auto trees = parse("(;C[a\\]b\\\\c\\d]GC[one\\\ntwo\\\r\nthree\\\rfour]N[x\ny])");
    const Node& n = trees[0].nodes[0];
    EXPECT_EQ(n.find("C")->values[0], "a]b\\cd");
    EXPECT_EQ(n.find("GC")->values[0], "onetwothreefour");
    EXPECT_EQ(n.find("N")->values[0], "x\ny");  // a hard line break is kept
}

TEST(SgfParse, WhitespaceAnywhereAndJunkAround) {
    const auto trees =
        parse("junk (not sgf) \n ( \t; B [aa]\n [bb] ; W\r\n[cc] ( ;B[dd] ) ) trailing");
    ASSERT_EQ(trees.size(), 1u);
    EXPECT_EQ(trees[0].nodes[0].find("B")->values.size(), 2u);
    EXPECT_EQ(trees[0].nodes[1].find("W")->values[0], "cc");
    EXPECT_EQ(trees[0].children.size(), 1u);
}

TEST(SgfParse, LowerCaseLettersInNamesAreDropped) {
    const auto trees = parse("(;AddBlack[aa]AddWhite[bb]BLACK[cc]PLayer[W])");
    const Node& n = trees[0].nodes[0];
    EXPECT_NE(n.find("AB"), nullptr);
    EXPECT_NE(n.find("AW"), nullptr);
    EXPECT_NE(n.find("BLACK"), nullptr);
    EXPECT_EQ(n.find("B"), nullptr);
    EXPECT_EQ(n.find("PL")->values[0], "W");
}

TEST(SgfParse, PropertyLocation) {
    const auto trees = parse("(;SZ[9]\n  AB[aa])");
    const Property* ab = trees[0].nodes[0].find("AB");
    EXPECT_EQ(ab->line, 2);
    EXPECT_EQ(ab->column, 3);
}

TEST(SgfParse, MalformedInputNamesLineAndColumn) {
    expect_error("(;C[abc", 1, 4, "unterminated property value");
    expect_error("(;SZ[9]\n  C[ab\\", 2, 4, "unterminated property value");
    expect_error("no game here", 1, 13, "no SGF game tree");
    expect_error("(;B[aa]())", 1, 9, "empty game tree");
    expect_error("(;B[aa](;W[bb]);B[cc])", 1, 16, "node after the variations");
    expect_error("(;B[aa]!)", 1, 8, "unexpected '!'");
    expect_error("(;B[aa]\x01)", 1, 8, "unexpected byte 0x01");
    expect_error("(;[aa])", 1, 3, "property value without a property name");
    expect_error("(;B)", 1, 3, "property B has no value");
    expect_error("(;B;W[aa])", 1, 3, "property B has no value");
    expect_error("(;add[aa])", 1, 3, "no upper-case letter");
    // Text after the last complete game tree is ignored.
    EXPECT_EQ(parse("(;B[aa])x(;W[bb]").size(), 1u);
}

// GNU Go loads a file whose last ')' is missing; so do we, with a warning.
TEST(SgfParse, MissingClosingParenthesesAtTheEndAreAWarning) {
    std::string warning;
    auto trees = parse("(;B[aa]", "t.sgf", &warning);
    ASSERT_EQ(trees.size(), 1u);
    EXPECT_EQ(trees[0].nodes.size(), 1u);
    EXPECT_EQ(warning,
              "t.sgf:1:1: game tree not closed (1 ')' missing at the end); read as if closed");
    trees = parse("(;B[aa]\n(;W[bb]", "t.sgf", &warning);
    ASSERT_EQ(trees.size(), 1u);
    EXPECT_EQ(trees[0].children.at(0).nodes.size(), 1u);
    EXPECT_NE(warning.find("2 ')' missing"), std::string::npos);
    trees = parse("(;B[aa]) (;W[bb] W[cc]", "t.sgf", &warning);
    EXPECT_EQ(trees.size(), 2u);
    EXPECT_NE(warning.find("t.sgf:1:10:"), std::string::npos);
    (void)parse("(;B[aa])", "t.sgf", &warning);
    EXPECT_EQ(warning, "");
    // A value cut off by the end stays an error.
    expect_error("(;B[aa];W[b", 1, 10, "unterminated property value");
}

TEST(SgfLoad, MissingClosingParenthesisLoadsWithAWarning) {
    Board b(19);
    LoadInfo info;
    EXPECT_EQ(load_position_text(b, "(;SZ[9];B[cc];W[gg];B[cg]\n", "t.sgf", LoadLimit{}, &info),
              Color::White);
    EXPECT_EQ(b.at(*parse_vertex("C3", 9)), Color::Black);
    EXPECT_EQ(info.moves_played, 3);
    EXPECT_NE(info.warning.find("missing at the end"), std::string::npos);
    load_position_text(b, "(;SZ[9];B[cc])", "t.sgf", LoadLimit{}, &info);
    EXPECT_EQ(info.warning, "");
}

TEST(SgfParse, ErrorWithoutSourceName) {
    try {
        (void)parse("(;C[");
        FAIL();
    } catch (const Error& e) {
        EXPECT_STREQ(e.what(), "1:4: unterminated property value");
        EXPECT_EQ(e.source(), "");
    }
}

TEST(SgfParse, DeepNestingIsCappedNotRecursive) {
    const int ok_depth = kMaxVariationDepth - 1;
    std::string fine;
    for (int i = 0; i < ok_depth; ++i) fine += "(;B[aa]";
    fine += std::string(ok_depth, ')');
    const auto trees = parse(fine);
    int depth = 1;
    for (const GameTree* t = &trees[0]; !t->children.empty(); t = &t->children[0]) ++depth;
    EXPECT_EQ(depth, ok_depth);

    std::string deep;
    for (int i = 0; i < 100000; ++i) deep += "(;";
    expect_error(deep, 1, 2 * kMaxVariationDepth + 1, "nested too deeply");
}

TEST(SgfParse, TooLargeText) {
    const std::string big(kMaxTextSize + 1, ' ');
    EXPECT_THROW((void)parse(big), Error);
}

// ------------------------------------------------------------------ loading

TEST(SgfLoad, SetupMovesCapturesAndSize) {
    Board b;
    const Color c = load(b, "(;FF[4]SZ[5]AB[aa:bc]AW[ca][cb];B[cc];W[dd];B[dc]C[capture? no])");
    EXPECT_EQ(b.size(), 5);
    EXPECT_EQ(c, Color::White);
    EXPECT_EQ(b.to_move(), Color::White);
    EXPECT_EQ(diagram(b),
              "XXO..\n"
              "XXO..\n"
              "XXXX.\n"
              "...O.\n"
              ".....\n");
    // Capture: white's two stones lose their last liberty.
    load(b, "(;SZ[5]AB[aa:bc]AW[ca][cb];B[cc];W[dd];B[dc];W[ee];B[da];W[ed];B[db])");
    EXPECT_EQ(diagram(b),
              "XX.X.\n"
              "XX.X.\n"
              "XXXX.\n"
              "...OO\n"
              "....O\n");
    EXPECT_EQ(b.captures(Color::White), 2);
    EXPECT_EQ(b.moves_played(), 7);
    EXPECT_TRUE(b.check_consistency().empty());
}

TEST(SgfLoad, DefaultSizeIsNineteenAndSquareColonSize) {
    Board b(9);
    load(b, "(;AB[ss])");
    EXPECT_EQ(b.size(), 19);
    EXPECT_EQ(b.at(pt(b, "T1")), Color::Black);
    load(b, "(;SZ[ 7:7 ]AB[gg])");
    EXPECT_EQ(b.size(), 7);
    EXPECT_EQ(b.at(pt(b, "G1")), Color::Black);
}

TEST(SgfLoad, MainLineIsFirstVariationOfFirstTree) {
    Board b;
    load(b, "(;SZ[5];B[aa](;W[bb](;B[cc])(;B[dd]))(;W[ee]))(;SZ[5];B[ee])");
    EXPECT_EQ(diagram(b),
              "X....\n"
              ".O...\n"
              "..X..\n"
              ".....\n"
              ".....\n");
}

TEST(SgfLoad, TheWholeFileMustParse) {
    Board b;
    // Errors after the limit, in other variations and in later game trees.
    EXPECT_THROW(load(b, "(;SZ[5];B[aa];W[bb];B[cc]C[oops)", 2), Error);
    EXPECT_THROW(load(b, "(;SZ[5];B[aa](;W[bb])(;W[cc]!))"), Error);
    EXPECT_THROW(load(b, "(;SZ[5];B[aa])(;W[cc]!"), Error);
    // Values in other variations are not interpreted.
    EXPECT_EQ(load(b, "(;SZ[5];B[aa](;W[bb])(;W[zz]))"), Color::Black);
}

TEST(SgfLoad, PassesAreMoves) {
    Board b;
    const char* game = "(;SZ[19];B[aa];W[];B[tt];W[bb])";
    EXPECT_EQ(load(b, game), Color::Black);
    EXPECT_EQ(b.stone_count(Color::White), 1);
    EXPECT_EQ(load(b, game, 3), Color::Black);  // before B[tt]
    EXPECT_EQ(load(b, game, 4), Color::White);  // before W[bb]
    EXPECT_EQ(b.stone_count(Color::White), 0);
    EXPECT_EQ(load(b, game, 0, "pass"), Color::White);  // before the first pass
    EXPECT_EQ(b.stone_count(Color::Black), 1);
    // "tt" is a pass on small boards too.
    EXPECT_EQ(load(b, "(;SZ[9];B[tt])"), Color::White);
    EXPECT_EQ(b.stone_count(Color::Black), 0);
}

TEST(SgfLoad, LimitByMoveNumber) {
    Board b;
    const char* game = "(;SZ[5]AB[ee];B[aa];B[bb];AW[dd];W[cc]PL[W])";
    EXPECT_EQ(load(b, game, 1), Color::Black);  // set-up only
    EXPECT_EQ(diagram(b), ".....\n.....\n.....\n.....\n....X\n");
    EXPECT_EQ(load(b, game, 2), Color::Black);  // the next move's colour
    EXPECT_EQ(load(b, game, 3), Color::White);  // the set-up node before W[cc] is applied
    EXPECT_EQ(b.at(pt(b, "D2")), Color::White);
    EXPECT_EQ(b.at(pt(b, "C3")), Color::Empty);
    EXPECT_EQ(load(b, game, 4), Color::White);  // past the end: all, then PL[W]
    EXPECT_EQ(b.at(pt(b, "C3")), Color::White);
    EXPECT_EQ(load(b, game, 99), Color::White);
    EXPECT_EQ(load(b, game), Color::White);
}

TEST(SgfLoad, PropertiesInANodeAreProcessedInOrder) {
    Board b;
    // Set-up before the stopping move is applied, set-up after it is not.
    load(b, "(;SZ[5];B[aa];AB[ee]W[bb]AB[dd])", 2);
    EXPECT_EQ(b.at(pt(b, "E1")), Color::Black);
    EXPECT_EQ(b.at(pt(b, "D2")), Color::Empty);
    // Two moves in one node count as two moves.
    EXPECT_EQ(load(b, "(;SZ[5];B[aa]W[bb];B[cc])", 3), Color::Black);
    EXPECT_EQ(b.stone_count(Color::White), 1);
}

TEST(SgfLoad, LimitByVertex) {
    Board b;
    const char* game = "(;SZ[5]AB[cc];B[aa];W[bb];B[dd];W[ee])";
    EXPECT_EQ(load(b, game, 0, "B4"), Color::White);  // the first move at B4
    EXPECT_EQ(diagram(b), "X....\n.....\n..X..\n.....\n.....\n");
    EXPECT_EQ(load(b, game, 0, "c3"), Color::Black);  // set-up is not a move: all played
    EXPECT_EQ(b.stone_count(Color::Black), 3);
    EXPECT_EQ(load(b, game, 0, "A1"), Color::Black);  // never played: all
}

TEST(SgfLoad, BadLimitVertexIsAnErrorAndKeepsTheBoard) {
    Board b(9);
    b.play(pt(b, "E5"), Color::Black);
    const uint64_t hash = b.hash();
    EXPECT_THROW(load(b, "(;SZ[5];B[aa])", 0, "F6"), Error);  // off a 5x5 board
    EXPECT_THROW(load(b, "(;SZ[5];B[aa])", 0, "Z0"), Error);
    EXPECT_EQ(b.hash(), hash);
    EXPECT_EQ(b.size(), 9);
}

TEST(SgfLoad, HandicapAndPlayer) {
    Board b;
    EXPECT_EQ(load(b, "(;SZ[9]HA[2]AB[cc][gg])"), Color::White);
    EXPECT_EQ(load(b, "(;SZ[9]HA[1]AB[cc])"), Color::Black);
    EXPECT_EQ(load(b, "(;SZ[9]PL[B]HA[2]AB[cc][gg])"), Color::Black);
    EXPECT_EQ(load(b, "(;SZ[9]HA[2]AB[cc][gg];B[ee])", 1), Color::Black);
    EXPECT_EQ(load(b, "(;SZ[9]HA[2]AB[cc][gg];B[ee])"), Color::White);
    EXPECT_EQ(load(b, "(;SZ[9];AB[aa]HA[2])"), Color::Black);  // HA only in the root
    EXPECT_EQ(load(b, "(;SZ[9]PL[W]PL[B])"), Color::Black);
    EXPECT_EQ(load(b, "(;SZ[9]PL[W];B[aa];W[bb]PL[W])"), Color::White);
    EXPECT_EQ(load(b, "(;SZ[9]PL[white])"), Color::White);
    EXPECT_EQ(load(b, "(;SZ[9]PL[2])"), Color::White);  // FF[1] style
    EXPECT_EQ(load(b, "(;SZ[9]PL[1])"), Color::Black);
    EXPECT_THROW(load(b, "(;SZ[9]PL[X])"), Error);
    EXPECT_THROW(load(b, "(;SZ[9]HA[two])"), Error);
}

TEST(SgfLoad, LoadInfo) {
    Board b;
    LoadInfo info;
    load_position_text(b, "(;SZ[9]KM[6.5]HA[2];W[aa];B[bb];W[cc])", "t", LoadLimit{3, ""}, &info);
    EXPECT_TRUE(info.has_komi);
    EXPECT_DOUBLE_EQ(info.komi, 6.5);
    EXPECT_EQ(info.handicap, 2);
    EXPECT_EQ(info.moves_played, 2);
    load_position_text(b, "(;SZ[9]KM[?])", "t", LoadLimit{}, &info);
    EXPECT_FALSE(info.has_komi);
}

// Black to play at C4 captures the white stone at B4 in a ko:
//   . X O . .
//   X O . O .
//   . X O . .
constexpr const char* kKo = "(;SZ[5]AB[ba][ab][bc]AW[ca][db][cc][bb]";

TEST(SgfLoad, IlSetsTheKoPoint) {
    Board b;
    load(b, std::string(kKo) + "IL[cb])");
    EXPECT_EQ(b.ko_point(), pt(b, "C4"));
    EXPECT_FALSE(b.is_legal(pt(b, "C4"), Color::Black));
    load(b, std::string(kKo) + ")");
    EXPECT_TRUE(b.is_legal(pt(b, "C4"), Color::Black));
    // A real ko from the moves, cleared by IL[].
    load(b, std::string(kKo) + ";B[cb])");
    EXPECT_EQ(b.ko_point(), pt(b, "B4"));
    load(b, std::string(kKo) + ";B[cb]IL[])");
    EXPECT_EQ(b.ko_point(), Point::pass());
    EXPECT_THROW(load(b, std::string(kKo) + "IL[aa:bb])"), Error);
    EXPECT_THROW(load(b, std::string(kKo) + "IL[ba])"), Error);  // on a stone
}

TEST(SgfLoad, ImmediateKoRecaptureIsPlayedAsGnuGoDoes) {
    Board b;
    EXPECT_EQ(load(b, std::string(kKo) + ";B[cb];W[bb])"), Color::Black);
    EXPECT_EQ(diagram(b),
              ".XO..\n"
              "XO.O.\n"
              ".XO..\n"
              ".....\n"
              ".....\n");
    EXPECT_EQ(b.ko_point(), pt(b, "C4"));
    EXPECT_TRUE(b.check_consistency().empty());
}

TEST(SgfLoad, SuicideRemovesTheStringAsGnuGoDoes) {
    Board b;
    EXPECT_EQ(load(b, "(;SZ[5]AB[ba][bb][ac];AW[aa];W[ab])"), Color::Black);
    EXPECT_EQ(diagram(b),
              ".X...\n"
              ".X...\n"
              "X....\n"
              ".....\n"
              ".....\n");
    EXPECT_TRUE(b.check_consistency().empty());
}

TEST(SgfLoad, AddEmptyIsApplied) {
    Board b;
    load(b, "(;SZ[5]AB[aa:ee];AE[bb:dd]AW[cc])");
    EXPECT_EQ(diagram(b),
              "XXXXX\n"
              "X...X\n"
              "X.O.X\n"
              "X...X\n"
              "XXXXX\n");
}

TEST(SgfLoad, SetupOverwritesStones) {
    Board b;
    load(b, "(;SZ[5]AB[aa];AW[aa])");
    EXPECT_EQ(b.at(pt(b, "A5")), Color::White);
}

TEST(SgfLoad, SetupWithoutLibertiesIsAnError) {
    Board b;
    try {
        load(b, "(;SZ[5]AB[ba][ab]\nAW[aa])");
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(e.line(), 2);
        EXPECT_EQ(e.column(), 1);
        EXPECT_NE(e.message().find("A5 without liberties"), std::string::npos) << e.what();
    }
    EXPECT_THROW(load(b, "(;SZ[1]AB[aa])"), Error);
    // A transient state inside a node is fine.
    load(b, "(;SZ[5]AW[aa]AB[ba][ab]AE[aa])");
    EXPECT_EQ(b.stone_count(Color::Black), 2);
}

TEST(SgfLoad, BadValuesAreErrors) {
    Board b;
    EXPECT_THROW(load(b, "(;SZ[25])"), Error);
    EXPECT_THROW(load(b, "(;SZ[0])"), Error);
    EXPECT_THROW(load(b, "(;SZ[x])"), Error);
    EXPECT_THROW(load(b, "(;SZ[9:13])"), Error);
    EXPECT_THROW(load(b, "(;SZ[9]AB[a])"), Error);
    EXPECT_THROW(load(b, "(;SZ[9]AB[AA])"), Error);
    EXPECT_THROW(load(b, "(;SZ[9]AB[])"), Error);
    EXPECT_THROW(load(b, "(;SZ[9]AB[tt])"), Error);
    EXPECT_THROW(load(b, "(;SZ[9]AB[aa:jj])"), Error);
    EXPECT_THROW(load(b, "(;SZ[9];B[abc])"), Error);
    EXPECT_THROW(load(b, "(;SZ[9];B[aa][bb])"), Error);
}

TEST(SgfLoad, IllegalMoveIsAnErrorAndKeepsThePosition) {
    Board b(9);
    b.play(pt(b, "E5"), Color::Black);
    b.play(pt(b, "D4"), Color::White);
    const uint64_t hash = b.hash();
    const std::string before = diagram(b);
    const auto check_intact = [&] {
        EXPECT_EQ(b.size(), 9);
        EXPECT_EQ(b.hash(), hash);
        EXPECT_EQ(diagram(b), before);
        EXPECT_EQ(b.to_move(), Color::Black);
        EXPECT_EQ(b.moves_played(), 2);
        EXPECT_TRUE(b.check_consistency().empty());
    };
    try {
        load(b, "(;SZ[13];B[aa]\n;W[aa])");
        FAIL();
    } catch (const Error& e) {
        EXPECT_STREQ(e.what(), "t.sgf:2:2: illegal move W[aa] at A13: the point is occupied");
    }
    check_intact();
    try {
        load(b, "(;SZ[5];B[aa];W[ff])");
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(e.line(), 1);
        EXPECT_EQ(e.column(), 15);
        EXPECT_NE(e.message().find("off the 5x5 board"), std::string::npos) << e.what();
    }
    check_intact();
    EXPECT_THROW(load(b, "(;SZ[5];B[a"), Error);  // parse error
    check_intact();
    // The position is still playable and can be taken back.
    EXPECT_TRUE(b.undo());
    EXPECT_EQ(b.at(pt(b, "D4")), Color::Empty);
}

TEST(SgfLoad, GameHistoryCanBeUndone) {
    Board b;
    load(b, "(;SZ[5]AB[cc];B[aa];W[bb])");
    EXPECT_EQ(b.moves_played(), 2);
    EXPECT_TRUE(b.undo());
    EXPECT_TRUE(b.undo());
    EXPECT_FALSE(b.undo());
    EXPECT_EQ(diagram(b), ".....\n.....\n..X..\n.....\n.....\n");
}

// ------------------------------------------------------------------ files

TEST(SgfFile, PlainAndGzipFiles) {
    const std::string game = "(;SZ[9]AB[cc];B[ee];W[gg])";
    TempFile plain(".sgf");
    plain.write_plain(game);
    EXPECT_EQ(read_file(plain.path()), game);
    TempFile gz(".sgf.gz");
    gz.write_gz(game);
    EXPECT_EQ(read_file(gz.path()), game);
    Board b;
    EXPECT_EQ(load_position(b, gz.path(), LoadLimit{2, ""}), Color::White);
    EXPECT_EQ(b.at(pt(b, "E5")), Color::Black);
    EXPECT_EQ(b.at(pt(b, "G3")), Color::Empty);
}

TEST(SgfFile, ErrorsNameTheFile) {
    TempFile f(".sgf");
    Board b;
    try {
        (void)load_position(b, f.path(), LoadLimit{});
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(e.source(), f.path());
        EXPECT_EQ(e.line(), 0);
        EXPECT_NE(std::string(e.what()).find(f.path() + ": cannot open"), std::string::npos)
            << e.what();
    }
    f.write_plain("(;SZ[9]\n;B[aa]C[oops");
    try {
        (void)load_position(b, f.path(), LoadLimit{});
        FAIL();
    } catch (const Error& e) {
        EXPECT_EQ(std::string(e.what()), f.path() + ":2:8: unterminated property value");
    }
}

TEST(SgfFile, TruncatedGzipIsAnError) {
    std::string game = "(;SZ[19]";
    for (int i = 0; i < 2000; ++i) game += ";B[aa]C[some comment text " + std::to_string(i) + "]";
    game += ")";
    TempFile gz(".sgf.gz");
    gz.write_gz(game);
    std::string bytes;
    {
        std::ifstream in(gz.path(), std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), {});
    }
    ASSERT_GT(bytes.size(), 100u);
    gz.write_plain(std::string_view(bytes).substr(0, bytes.size() / 2));
    EXPECT_THROW((void)read_file(gz.path()), Error);
}

TEST(SgfFile, DirectoryIsAnError) {
    EXPECT_THROW((void)read_file("/"), Error);
}

}  // namespace
}  // namespace yomi::sgf

namespace yomi::sgf {
namespace {

// ------------------------------------------------------------------ limits

TEST(SgfLimits, TooManyValuesInANode) {
    std::string text = "(;SZ[9]AB";
    for (size_t i = 0; i <= kMaxNodeValues; ++i) text += "[aa]";
    text += ")";
    EXPECT_THROW((void)parse(text), Error);
    Board b;
    EXPECT_THROW(load(b, text), Error);
}

TEST(SgfLimits, ParseBoundsTheTreeButLoadingStreams) {
    // Passes: a main line longer than parse() accepts, and longer than the
    // move limit: the loader stops at the limit and then stays within it.
    std::string text = "(;SZ[9]";
    text.reserve(kMaxTreeItems * 2 + 100);
    for (size_t i = 0; i < kMaxTreeItems / 2 + 10; ++i) text += ";B[]W[]";
    text += ")";
    EXPECT_THROW((void)parse(text), Error);
    Board b;
    try {
        load(b, text);
        FAIL();
    } catch (const Error& e) {
        EXPECT_NE(e.message().find("main line too long"), std::string::npos) << e.what();
    }
    // Exactly kMaxMoves moves may be played.
    EXPECT_EQ(load(b, text, kMaxMoves + 1), Color::Black);
    EXPECT_EQ(b.moves_played(), kMaxMoves);
    EXPECT_THROW(load(b, text, kMaxMoves + 2), Error);
    EXPECT_EQ(b.moves_played(), kMaxMoves);
}

TEST(SgfLimits, TooMuchSetup) {
    std::string text = "(;SZ[19]";
    for (long i = 0; i <= kMaxSetupChanges / 171 + 1; ++i) text += ";AB[aa:si]B[];AE[aa:si]W[]";
    text += ")";
    Board b;
    try {
        load(b, text);
        FAIL();
    } catch (const Error& e) {
        EXPECT_NE(e.message().find("too much set-up"), std::string::npos) << e.what();
    }
}

}  // namespace
}  // namespace yomi::sgf
