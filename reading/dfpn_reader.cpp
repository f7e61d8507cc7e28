// The df-pn reader: its questions on the capture and enclosed-life games
// (reading/dfpn_games.h).
#include <yomi/reading/dfpn_reader.h>

#include <yomi/reading/dfpn_games.h>


namespace yomi {

DfpnReader::DfpnReader(Board& board, cache::Table* table, const DfpnParams& params)
    : m_board(board), m_table(table), m_params(params), m_knowledge(board) {}

DfpnResult DfpnReader::capture(Point str, bool attacker_first) {
    if (!m_board.on_board(str) || !is_stone(m_board.at(str))) return {};
    if (m_table) m_table->new_generation();
    const Point target = m_board.smallest_stone(str);
    const Color owner = m_board.at(str);
    uint64_t spent = 0;
    // A capture proved in the game that ends at four liberties holds in any
    // game with a higher limit (its lines never reach four): try that
    // cheaper game first.
    if (escape_libs > 4) {
        DfpnParams quick = m_params;
        quick.node_limit = std::min<uint64_t>(m_params.node_limit, kQuickNodes);
        CaptureGame g{m_board, m_table.get(), target, owner, 4, &m_knowledge, m_board.stack_depth()};
        DfpnSolver<CaptureGame> solver(g, quick, m_memory);
        const DfpnResult r = solver.solve(attacker_first ? g.prover() : owner);
        if (r.proof == Proof::Proven) return r;
        spent = r.nodes;
    }
    CaptureGame g{m_board, m_table.get(), target, owner, escape_libs, &m_knowledge,
                  m_board.stack_depth()};
    DfpnSolver<CaptureGame> solver(g, m_params, m_memory);
    DfpnResult r = solver.solve(attacker_first ? g.prover() : owner);
    r.nodes += spent;
    return r;
}

DfpnResult DfpnReader::prove_attack(Point str) {
    return capture(str, true);
}

DfpnResult DfpnReader::prove_defense(Point str) {
    return capture(str, false);
}

DfpnResult DfpnReader::life(Point dragon, const PointMask& region, bool attacker_first) {
    if (!m_board.on_board(dragon) || !is_stone(m_board.at(dragon))) return {};
    if (m_table) m_table->new_generation();
    LifeGame g{m_board, m_table.get(), m_board.smallest_stone(dragon), m_board.at(dragon), region,
               region_hash(region)};
    DfpnSolver<LifeGame> solver(g, m_params, m_memory);
    return solver.solve(attacker_first ? g.prover() : g.owner);
}

DfpnResult DfpnReader::prove_kill(Point dragon, const PointMask& region) {
    return life(dragon, region, true);
}

DfpnResult DfpnReader::prove_live(Point dragon, const PointMask& region) {
    return life(dragon, region, false);
}

}  // namespace yomi
