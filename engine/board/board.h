// The Go board: stones, strings with exact liberty counts kept incrementally,
// captures, simple ko, an incremental Zobrist hash, and a reading stack.
//
// Every mutation goes through an undo log, so trymove/popgo and play/undo
// restore the board and its hash exactly.  Hot operations never allocate: the
// log is reserved at construction (it grows only past ~64k changes, i.e. in a
// game far longer than any real one).
//
// A Board is owned by one thread; copies are independent.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <yomi/engine/board/types.h>

namespace yomi {

class Board {
public:
    explicit Board(int size = kMaxBoardSize);

    // --- Position set-up (these reset the reading stack and the move history).
    // Clears the board to an empty one of the given size (1..19); throws
    // std::invalid_argument for other sizes, leaving the board unchanged.
    void reset(int size);
    // Puts a stone (or empties a point, with Color::Empty) without captures or
    // ko; used for SGF AB/AW/AE.  The result may hold strings without
    // liberties only if the caller put them there; SGF loading checks that.
    void set_stone(Point p, Color c);
    void set_ko_point(Point p);  // the IL property; pass clears
    void set_to_move(Color c) { m_to_move = c; }

    // --- Queries.
    int size() const { return m_size; }
    bool on_board(Point p) const {
        return p.index() > 0 && p.index() < kBoardMax && at(p) != Color::Border;
    }
    Color at(Point p) const { return static_cast<Color>(m_color[p.index()]); }
    Color to_move() const { return m_to_move; }
    Point ko_point() const { return m_ko; }  // pass when there is none
    // The ko point that was in force before the n-th last move (played or
    // tried; 1: the last); pass when there was none or fewer moves were made.
    Point ko_point_before(int n) const {
        return n >= 1 && n <= static_cast<int>(m_frames.size())
                   ? m_frames[m_frames.size() - static_cast<size_t>(n)].ko
                   : Point::pass();
    }
    uint64_t hash() const { return m_hash; }
    // The hash after c plays the empty point p, if that captures nothing (so
    // it leaves no ko point): a cheap guess of the next position's hash, e.g.
    // to prefetch its cache entries before the move is played.
    uint64_t hash_after_quiet_move(Point p, Color c) const;
    // Stones of colour c captured so far (removed from the board).
    int captures(Color c) const { return m_captured[c == Color::White ? 1 : 0]; }
    int stone_count(Color c) const;

    // --- Moves.
    // Legal: on board and empty (or a pass), not the simple-ko point for this
    // colour, not suicide.
    bool is_legal(Point p, Color c) const;
    bool is_suicide(Point p, Color c) const;
    // Would playing p capture the ko (a single stone, leaving a ko)?
    bool is_ko_capture(Point p, Color c) const;

    // A normal game move (the reading stack must be empty).  Returns false and
    // leaves the board unchanged when illegal.  Sets to_move to the opponent.
    bool play(Point p, Color c);
    // Takes back the last play(); false when there is none.
    bool undo();
    int moves_played() const { return static_cast<int>(m_history.size()); }

    // --- Reading stack.
    // trymove: push a legal move (false, nothing pushed, if illegal).
    // tryko: the same, but a ko capture is allowed as if after a ko threat.
    // popgo: take back the last trymove/tryko.  The reading stack sits above
    // the game history; play() and undo() refuse while it is not empty.
    bool trymove(Point p, Color c);
    bool tryko(Point p, Color c);
    void popgo();
    int stack_depth() const { return m_stack_depth; }

    // --- Strings.  All take any stone of the string.
    int countlib(Point str) const { return m_libs[m_sid[str.index()]]; }
    // Writes up to maxlib liberties into libs (in board order of discovery);
    // returns the number of liberties (which may exceed maxlib).
    int findlib(Point str, int maxlib, Point* libs) const;
    int string_size(Point str) const { return m_size_of[m_sid[str.index()]]; }
    // A canonical stone of the string (stable while the string is unchanged).
    Point string_id(Point str) const { return Point(m_sid[str.index()]); }
    bool same_string(Point a, Point b) const { return m_sid[a.index()] == m_sid[b.index()]; }
    // Writes up to max stones of the string; returns the string's size.
    int string_stones(Point str, int max, Point* stones) const;
    // Next stone in the string's cyclic list (walk until back at the start).
    Point next_stone(Point p) const { return Point(m_next[p.index()]); }
    // The string's smallest stone: the same whichever stone is given and for
    // every transposition of the position (readers key their cache with it).
    Point smallest_stone(Point str) const {
        Point best = str;
        for (Point p = next_stone(str); p != str; p = next_stone(p))
            if (p < best) best = p;
        return best;
    }
    // Distinct opponent strings adjacent to str (one stone of each).
    int adjacent_strings(Point str, int max, Point* out) const;
    bool is_liberty_of(Point lib, Point str) const;
    // Liberties the string of colour c would have after c plays p (p empty),
    // counting captures; up to maxlib written.  Board unchanged.
    int approxlib_after(Point p, Color c, int maxlib, Point* libs) const;

    // Self-check of every invariant (colours, strings, liberty counts, hash).
    // Returns an empty string when consistent, else what is wrong.
    std::string check_consistency() const;
    // ASCII diagram (GNU Go's showboard style, with coordinates).
    std::string to_string() const;

    // Counters for benchmarks and the GTP trymove counter.
    uint64_t trymove_count() const { return m_trymoves; }
    void reset_trymove_count() { m_trymoves = 0; }
    void set_trymove_count(uint64_t n) { m_trymoves = n; }

private:
    // One undo-log record: which 16-bit cell changed (its byte offset inside
    // the Board, so copies stay valid) and its old value.
    struct Change {
        uint32_t offset;
        uint16_t old;
    };
    static_assert(sizeof(Change) == 8);
    // One frame per pushed move: where its log starts and the scalar state.
    struct Frame {
        uint32_t log_start;
        uint64_t hash;
        Point ko;
        Color to_move;
        int captured[2];
    };

    bool do_move(Point p, Color c, bool allow_ko);
    void undo_frame();
    void set_cell(uint16_t& cell, uint16_t value) {
        m_log.push_back(Change{static_cast<uint32_t>(reinterpret_cast<char*>(&cell) -
                                                     reinterpret_cast<char*>(this)),
                               cell});
        cell = value;
    }
    void put_stone(Point p, Color c);
    void remove_string(Point str);
    void merge_into(int keep, int other);
    int recount_liberties(int sid) const;
    int liberties_after_join(int pi, int keep, int merged, int joined_libs) const;
    // Calls visit(index) once per liberty of string sid until it returns false.
    template <class Visit>
    void visit_liberties(int sid, Visit visit) const;
    void new_marks() const;

    int m_size = 0;
    Color m_to_move = Color::Black;
    Point m_ko;
    uint64_t m_hash = 0;
    int m_captured[2] = {0, 0};
    int m_stack_depth = 0;
    uint64_t m_trymoves = 0;

    // Per point.  Colours are kept as 16-bit cells so the undo log is uniform.
    uint16_t m_color[kBoardMax];
    uint16_t m_sid[kBoardMax];      // string id (a stone of the string)
    uint16_t m_next[kBoardMax];     // cyclic next stone of the string
    // Per string id.
    uint16_t m_libs[kBoardMax];
    uint16_t m_size_of[kBoardMax];

    mutable uint32_t m_mark[kBoardMax];
    mutable uint32_t m_mark_gen = 0;

    // A small memo of complete liberty lists (strings of up to kMemoLibs
    // liberties), valid while m_version is unchanged: move generation asks for
    // the liberties of the same few strings many times per position.  Every
    // change of the stones (a move, an undo, set-up) bumps the version.
    static constexpr int kMemoLibs = 8;
    static constexpr int kMemoSlots = 32;
    struct LibMemo {
        uint64_t version = 0;
        uint16_t sid = 0;
        uint16_t libs[kMemoLibs] = {};
    };
    static_assert(sizeof(LibMemo) == 32, "one memo slot is half a cache line");
    uint64_t m_version = 1;
    mutable LibMemo m_lib_memo[kMemoSlots];

    std::vector<Change> m_log;
    std::vector<Frame> m_frames;    // game moves then reading moves
    std::vector<Move> m_history;    // game moves (for undo and SGF output)
};

// RAII try/undo: pushes a move on construction and pops it on destruction if it
// was legal.  In debug builds checks that the board hash is restored.
class TryMove {
public:
    TryMove(Board& board, Point p, Color c, bool allow_ko = false)
        : m_board(board), m_hash_before(board.hash()),
          m_ok(allow_ko ? board.tryko(p, c) : board.trymove(p, c)) {}
    ~TryMove();
    TryMove(const TryMove&) = delete;
    TryMove& operator=(const TryMove&) = delete;
    bool ok() const { return m_ok; }
    explicit operator bool() const { return m_ok; }

private:
    Board& m_board;
    uint64_t m_hash_before;
    bool m_ok;
};

}  // namespace yomi
