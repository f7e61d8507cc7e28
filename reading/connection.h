// The connection reader: can two strings of one colour be connected, can
// they be cut apart?
//
// connect(a, b): the owner moves first; disconnect(a, b): the opponent
// does.  The search plays the points that matter to a link: shared
// liberties, liberties one step apart (a hane or a knight's-move gap),
// captures of the opponent's strings touching both (cutting stones) and of
// the strings themselves, and their defence.  A line ends when the two are
// one string, when either is captured, or when they are linked for sure:
// two shared liberties (miai), or one where the opponent's stone would be
// captured at once (a tiger's mouth).  At connection_depth plies, or when
// connection_node_limit moves are spent, a link not yet sure counts as cut
// for connect and as linked for disconnect (the side asking fails; the
// question is part of the cache key).  Ko:
// the board's rule only (no ko threats): results are Win or Fail.
//
// Results go to the shared cache under routine::Connect / Disconnect, keyed
// by the position and both strings.  Every function restores the board
// before it returns.  No globals: one reader per thread and board.
#pragma once

#include <cstdint>

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/board/board.h>
#include <yomi/reading/minimax.h>
#include <yomi/reading/params.h>
#include <yomi/reading/tactical.h>

namespace yomi {

class ConnectionReader {
  public:
    explicit ConnectionReader(Board& board, const ReadingParams& params = {},
                              cache::Table* table = nullptr);

    // a, b: stones of two strings of one colour (else, or on an empty point,
    // Fail).  connect: Win and a connecting move (pass when they are linked
    // already), or Fail.  disconnect: Win and a cutting move, or Fail.
    ReadResult connect(Point a, Point b);
    ReadResult disconnect(Point a, Point b);

    uint64_t node_count() const { return m_budget.nodes; }
    uint64_t tactical_node_count() const { return m_tactical.node_count(); }

  private:
    struct Problem;
    // The side to move (the owner when connecting) reads on; its result.
    ReadCode search(bool connecting, int ply, Point* move);
    // +1 linked for sure, -1 cut for sure (a string captured), 0 open.
    int judge() const;
    bool begin(Point a, Point b);

    Board& m_board;
    ReadingParams m_params;
    cache::TableUse m_table;  // the shared cache (or none), held while this reader lives
    TacticalReader m_tactical;
    SearchBudget m_budget;
    bool m_asking_connect = true;  // the question: connect or disconnect
    Color m_owner = Color::Empty;
    Point m_a = Point::pass(), m_b = Point::pass();  // the strings' smallest stones
};

}  // namespace yomi
