// The df-pn GTP commands (reading/dfpn_reader.h): dfpn_attack and dfpn_defend
// answer the tactical questions with proofs.
//
//   dfpn_attack STR [NODES]   "1 MOVE" capture proved (MOVE the attacker's
//                             first move), "0" no capture (proved), "unknown"
//                             when NODES moves (default 200000) did not settle it.
//   dfpn_defend STR [NODES]   "1 MOVE" saved (proved; PASS when no move is
//                             needed), "0" captured whatever it plays, "unknown".
// Their moves count on the reading node counter.
#include <string>

#include <yomi/engine/gtp/cache_commands.h>
#include <yomi/engine/gtp/commands.h>
#include <yomi/engine/gtp/gtp.h>
#include <yomi/engine/gtp/read_answers.h>
#include <yomi/reading/dfpn_reader.h>

namespace yomi::gtp {

namespace {

constexpr int kMaxNodes = 100'000'000;

std::string prove(Session& s, const Args& a, bool attack) {
    a.at_most(2);
    const Point str = stone_arg(a, 0, s.board);
    DfpnParams params;
    if (a.size() == 2) {
        const int nodes = a.integer(1, "node limit must be an integer");
        if (nodes < 1 || nodes > kMaxNodes)
            throw Failure("node limit must be from 1 to " + std::to_string(kMaxNodes));
        params.node_limit = static_cast<uint64_t>(nodes);
    }
    DfpnReader reader(s.board, &session_cache(s), params);
    const DfpnResult r = attack ? reader.prove_attack(str) : reader.prove_defense(str);
    s.reading_nodes += r.nodes;
    if (r.proof == Proof::Unknown) return "unknown";
    // The side asking succeeds: the attack proved, or the capture disproved.
    const bool success = (r.proof == Proof::Proven) == attack;
    if (!success) return "0";
    return "1 " + vertex_name(r.move, s.board.size());
}

}  // namespace

void register_proof_commands(CommandTable& t) {
    t.add("dfpn_attack", [](Session& s, const Args& a) { return prove(s, a, true); });
    t.add("dfpn_defend", [](Session& s, const Args& a) { return prove(s, a, false); });
}

}  // namespace yomi::gtp
