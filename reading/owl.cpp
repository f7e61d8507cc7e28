// The owl reader's search (see owl.h): a depth-first search over generated
// candidates with static judgements at every node and the unified cache as
// memory.
#include <yomi/reading/owl.h>

#include <algorithm>
#include <optional>
#include <ostream>
#include <string>

#include <yomi/reading/eye_shapes.h>
#include <yomi/reading/minimax.h>
#include <yomi/reading/scored_moves.h>

namespace yomi {

namespace {
// Liberties with no opponent stone within distance 2 that let a dragon run:
// with this many it is taken to live.
constexpr int kEscapeLives = 4;
// Candidates tried at the root, and per node before owl_branch_depth.
constexpr int kRootWidth = 8;
constexpr int kNodeWidth = 3;
constexpr int kDeepWidth = 2;
// Strings with at most this many liberties get a tactical read.
constexpr int kWeakLibs = 2;
// Room to run (room_to_run): steps from the dragon, and the points within them
// that let it live.
constexpr int kRoomSteps = 4;
constexpr int kRoomLives = 16;
// The free area (any distance) below which the room is an enclosure.
constexpr int kRoomArea = 24;
// The eye-shape table's value of region r of owner's eye space, with the
// opponent's stones inside as dead stones and, for an open pocket, its empty
// margins as marginal points (the attacker can play them connected out).
// False when the table does not hold the shape.
bool table_value(const Board& b, Color owner, const EyeRegion& r, EyeShapeValue* v) {
    EyePoint eps[kMaxEyeShapePoints];
    int n = 0;
    for (int i = 0; i < r.size; ++i) {
        if (n == kMaxEyeShapePoints) return false;
        eps[n].point = r.points[i];
        eps[n++].stone = b.at(r.points[i]) == opponent(owner);
    }
    if (!r.closed)
        for (int j = 0; j < r.margin_count; ++j) {
            if (b.at(r.margins[j]) != Color::Empty) continue;
            if (n == kMaxEyeShapePoints) return false;
            eps[n].point = r.margins[j];
            eps[n++].marginal = true;
        }
    if (n < 2) return false;
    Point pts[kMaxEyeShapePoints];
    for (int i = 0; i < n; ++i) pts[i] = eps[i].point;
    const int outside = wall_outside_liberties(b, owner, pts, n, 1) > 0 ? 2 : 0;
    return eye_shape_value(eps, n, b.size(), v, outside);
}

bool touches(const Board& b, Point p, Color c) {
    for (int d = 0; d < 4; ++d)
        if (b.at(neighbor(p, d)) == c) return true;
    return false;
}

// Room to run: the empty points the dragon reaches from its liberties off the
// first line (crawling along the edge under a wall is no way out) in at most
// kRoomSteps steps over empty points that touch no opponent stone (a wall,
// even with one- or two-point gaps, stops it), counted up to cap; 0 when all
// the free points it reaches at any distance are fewer than kRoomArea.
int room_to_run(const Board& b, const PointMask& goal, Color owner, int cap) {
    const Color opp = opponent(owner);
    PointMask seen{};
    Point queue[kBoardMax];
    int dist[kBoardMax];
    int head = 0, tail = 0;
    const int last = b.size() - 1;
    int room = 0;
    const auto on_edge = [&](Point q) {
        return q.row() == 0 || q.col() == 0 || q.row() == last || q.col() == last;
    };
    const auto free_point = [&](Point q) {
        return b.at(q) == Color::Empty && !seen[q.index()] && !touches(b, q, opp);
    };
    int area = 0;  // every free point reached, at any distance
    const auto reach = [&](Point q, int dq) {
        seen[q.index()] = 1;
        dist[tail] = dq;
        queue[tail++] = q;
        room += dq <= kRoomSteps;
        ++area;
    };
    for (int i = 0; i < kBoardMax; ++i) {
        if (!goal[i] || b.at(Point(i)) != owner) continue;
        for (int d = 0; d < 4; ++d) {
            const Point q = neighbor(Point(i), d);
            if (free_point(q) && !on_edge(q)) reach(q, 1);
        }
    }
    while (head < tail && (room < cap || area < kRoomArea)) {
        const Point p = queue[head++];
        for (int d = 0; d < 4; ++d)
            if (free_point(neighbor(p, d))) reach(neighbor(p, d), dist[head - 1] + 1);
    }
    // A small area, however near, is a pocket inside the opponent's: no way out.
    if (area < kRoomArea) return 0;
    return std::min(room, cap);
}

}  // namespace

// The candidate list: at most 64 scored moves.
struct OwlReader::Candidates : ScoredMoves<64> {};

// What judge() learns of a position, for move generation.
struct OwlReader::Node {
    static constexpr int kMaxWeak = 8;
    PointMask goal;
    EyeSummary eyes;
    // Opponent strings next to the goal the owner can capture, and how.
    Point weak_opp[kMaxWeak];
    Point weak_opp_capture[kMaxWeak];
    int weak_opp_count = 0;
    // Goal strings the attacker can capture, how, and the owner's defence.
    Point weak_goal_capture[kMaxWeak];
    Point weak_goal_defense[kMaxWeak];
    int weak_goal_count = 0;
    Point kill = Point::pass();  // the attacker captures the asked string here
    bool in_eye_space(Point p) const {
        for (int k = 0; k < eyes.count; ++k) {
            const EyeRegion& r = eyes.regions[k];
            if (std::find(r.points, r.points + r.size, p) != r.points + r.size) return true;
        }
        return false;
    }
};

OwlReader::OwlReader(Board& board, const ReadingParams& params, cache::Table* table)
    : m_board(board),
      m_params(params),
      m_table(table),
      m_tactical(board, params, table),
      m_prover(board, table,
               OwlProofParams{static_cast<uint64_t>(std::max(params.owl_proof_nodes, 1))}) {
    m_tactical.params().node_limit = params.owl_tactical_node_limit;
    m_tactical.set_advance_generation(false);
}

void OwlReader::dragon_of(Point p, PointMask& goal) const {
    goal.fill(0);
    const Color owner = m_board.at(p);
    if (!is_stone(owner)) return;
    goal[p.index()] = 1;
    close_dragon(m_board, owner, goal);
}

void OwlReader::begin_query(Point dragon, Query query) {
    m_owner = m_board.at(dragon);
    m_origin = m_board.smallest_stone(dragon);
    dragon_of(dragon, m_root_goal);
    // The search's results are kept for this question only (its root
    // position and kind in the key): they hold at the depth and within the
    // node budget this question read them with, so another question must not
    // take them, and an answer never depends on what earlier questions left
    // in the cache (or on which thread asked first).
    const uint64_t kinds[] = {0x9E3779B97F4A7C15ULL, 0xC2B2AE3D27D4EB4FULL, 0x165667B19E3779F9ULL,
                              0x27D4EB2F165667C5ULL};
    m_goal_hash = goal_hash(m_board, m_root_goal, m_owner) ^ m_board.hash() ^
                  kinds[static_cast<int>(query)];
    m_tactical.set_key_salt(m_goal_hash);
    m_budget.limit = static_cast<uint64_t>(std::max(m_params.owl_node_limit, 0));
    m_budget.begin();
}

int OwlReader::judge(Node& node, bool attacking) {
    if (m_board.at(m_origin) != m_owner) return -1;
    node.goal = m_root_goal;
    close_dragon(m_board, m_owner, node.goal);
    analyze_eyes(m_board, node.goal, m_owner, &node.eyes);
    // Weak strings on both sides: goal strings the attacker may capture and
    // opponent strings next to the goal the owner may capture.
    PointMask seen{};
    for (int i = 0; i < kBoardMax; ++i) {
        const Point p(i);
        if (!node.goal[i] || m_board.string_id(p) != p) continue;
        if (m_board.countlib(p) <= kWeakLibs && node.weak_goal_count < Node::kMaxWeak) {
            const ReadResult a = m_tactical.attack(p);
            if (a.code != ReadCode::Fail) {
                const int k = node.weak_goal_count++;
                node.weak_goal_capture[k] = a.move;
                node.weak_goal_defense[k] = m_tactical.find_defense(p).move;
                if (attacking && a.code == ReadCode::Win && m_board.same_string(p, m_origin))
                    node.kill = a.move;
            }
        }
        Point adj[32];
        const int na = std::min(m_board.adjacent_strings(p, 32, adj), 32);
        for (int k = 0; k < na; ++k) {
            const Point s = m_board.string_id(adj[k]);
            if (seen[s.index()] || m_board.countlib(s) > kWeakLibs) continue;
            seen[s.index()] = 1;
            if (node.weak_opp_count == Node::kMaxWeak) continue;
            const ReadResult a = m_tactical.attack(s);
            if (a.code == ReadCode::Fail) continue;
            node.weak_opp[node.weak_opp_count] = s;
            node.weak_opp_capture[node.weak_opp_count++] = a.move;
        }
    }
    if (!node.kill.is_pass()) return -1;
    if (node.weak_goal_count == 0 &&
        (node.eyes.sure_eyes >= 2 || node.eyes.escape >= kEscapeLives ||
         room_to_run(m_board, node.goal, m_owner, kRoomLives) >= kRoomLives))
        return 1;
    // Too little eye space, no room to run, nothing to capture: dead when the
    // attacker is to move.  The owner, to move, still tries its moves (it may
    // connect out or threaten something the static view does not see).
    if (attacking && node.eyes.max_eyes < 2 && node.eyes.escape == 0 &&
        node.weak_opp_count == 0)
        return -1;
    return 0;
}

void OwlReader::attacker_moves(const Node& node, Candidates& c) {
    for (int k = 0; k < node.eyes.count; ++k) {
        const EyeRegion& r = node.eyes.regions[k];
        EyeShapeValue v;
        if ((r.has_opponent_stones && r.closed) && table_value(m_board, m_owner, r, &v) &&
            v.attacker_first < v.defender_first)
            c.add(v.attack, 100);
        if (r.closed) {
            if (r.max_eyes > r.min_eyes) c.add(r.vital, 100);
            // Placements inside an eye space not yet sure of two eyes: the
            // points with most neighbours inside first.
            if (r.min_eyes < 2 && r.size >= 3 && r.size <= 8)
                for (int j = 0; j < r.size; ++j) {
                    int inside = 0;
                    for (int d = 0; d < 4; ++d)
                        inside += std::find(r.points, r.points + r.size,
                                            neighbor(r.points[j], d)) != r.points + r.size;
                    c.add(r.points[j], 30 + 5 * inside);
                }
            continue;
        }
        for (int j = 0; j < r.margin_count; ++j) c.add(r.margins[j], 60);
        c.add(r.vital, 55);
        for (int j = 0; j < r.size; ++j) c.add(r.points[j], 40);
    }
    for (int k = 0; k < node.weak_goal_count; ++k) c.add(node.weak_goal_capture[k], 85);
    // Save the attacker's own strings the owner could capture.
    for (int k = 0; k < node.weak_opp_count; ++k) {
        const ReadResult d = m_tactical.find_defense(node.weak_opp[k]);
        if (d.code != ReadCode::Fail) c.add(d.move, 75);
    }
    // Liberties of the goal, fewer liberties first.
    for (int i = 0; i < kBoardMax; ++i) {
        const Point p(i);
        if (!node.goal[i] || m_board.string_id(p) != p) continue;
        Point libs[8];
        const int n = m_board.findlib(p, 8, libs);
        for (int k = 0; k < std::min(n, 8); ++k) c.add(libs[k], n <= 2 ? 50 : 20);
    }
}

void OwlReader::defender_moves(const Node& node, Candidates& c) {
    for (int k = 0; k < node.eyes.count; ++k) {
        const EyeRegion& r = node.eyes.regions[k];
        EyeShapeValue v;
        if ((r.has_opponent_stones && r.closed) && table_value(m_board, m_owner, r, &v) &&
            v.attacker_first < v.defender_first)
            c.add(v.defense, 100);
        if (r.closed) {
            if (r.max_eyes > r.min_eyes) c.add(r.defense, 100);
            continue;
        }
        for (int j = 0; j < r.margin_count; ++j) c.add(r.margins[j], 65);
        c.add(r.vital, 70);
    }
    for (int k = 0; k < node.weak_opp_count; ++k)
        c.add(node.weak_opp_capture[k], m_board.countlib(node.weak_opp[k]) == 1 ? 95 : 80);
    for (int k = 0; k < node.weak_goal_count; ++k) c.add(node.weak_goal_defense[k], 90);
    // Run: liberties of the goal, those next to no opponent stone first.
    const Color opp = opponent(m_owner);
    for (int i = 0; i < kBoardMax; ++i) {
        const Point p(i);
        if (!node.goal[i] || m_board.string_id(p) != p) continue;
        Point libs[8];
        const int n = m_board.findlib(p, 8, libs);
        for (int k = 0; k < std::min(n, 8); ++k) {
            bool by_opp = false;
            for (int d = 0; d < 4; ++d) by_opp |= m_board.at(neighbor(libs[k], d)) == opp;
            c.add(libs[k], by_opp ? 10 : 25);
        }
    }
}

// After mover's move m: no self-atari, except moves that captured (a ko
// capture, say) and the attacker's sacrifices inside the eye space (nakade,
// throw-ins).
bool OwlReader::acceptable(Point m, Color mover, const Node& node, bool captured) const {
    if (m_board.countlib(m) >= 2 || captured) return true;
    if (mover == m_owner) return false;
    return node.in_eye_space(m);
}

// The owl question as a minimax problem (reading/minimax.h).  Values are
// ReadCodes for the side to move.
struct OwlReader::Problem : ReadCodeValues {
    struct Frame {
        bool attacking = true;
        Color ko_owner = Color::Empty;  // the side that took a ko in this line
    };
    struct Node : OwlReader::Node {
        bool want_move = false;  // dead as it stands, read on for a move
    };
    using Moves = Candidates;

    OwlReader& r;

    Board& board() { return r.m_board; }
    cache::Table* table() { return r.m_table.get(); }
    int depth_limit() const { return r.m_params.owl_depth; }
    uint64_t extra_nodes() const { return r.m_tactical.node_count(); }
    Question question(const Frame& f) const {
        Question q;
        q.routine = f.attacking ? routine::OwlAttack : routine::OwlDefend;
        q.target1 = r.m_origin;
        q.ko_owner = f.ko_owner;
        q.goal = r.m_goal_hash;
        return q;
    }
    std::optional<int> judge(const Frame& f, Node& node, int ply, Point* move) {
        const int verdict = r.judge(node, f.attacking);
        if (r.m_trace) {
            *r.m_trace << std::string(2 * static_cast<size_t>(ply), ' ') << "= "
                       << (verdict > 0 ? "alive" : verdict < 0 ? "dead" : "open") << " sure "
                       << node.eyes.sure_eyes << " max " << node.eyes.max_eyes << " escape "
                       << node.eyes.escape << " weak " << node.weak_goal_count << "/"
                       << node.weak_opp_count << '\n';
        }
        // The question's own attacker, facing a dragon already judged dead
        // without a capture, still reads for a move that keeps it dead.
        node.want_move = ply == 0 && f.attacking && verdict < 0 && node.kill.is_pass() &&
                         r.m_board.at(r.m_origin) == r.m_owner;
        if (verdict == 0 || node.want_move) return std::nullopt;
        if (f.attacking && verdict < 0) *move = node.kill;
        return (verdict > 0) == f.attacking ? kInitial : kWin;
    }
    // Out of nodes, the dragon is taken to live.
    int cut_value(const Frame& f, const Node&) const { return f.attacking ? kInitial : kWin; }
    // The horizon: the dragon lives with the potential of two eyes or some
    // room to run.
    int horizon(const Frame& f, const Node& node) const {
        const bool lives = node.eyes.max_eyes >= 2 || node.eyes.escape >= 2;
        return lives == f.attacking ? kInitial : kWin;
    }
    int width(int ply) const {
        return ply == 0 ? kRootWidth : ply < r.m_params.owl_branch_depth ? kNodeWidth : kDeepWidth;
    }
    void candidates(const Frame& f, const Node& node, Moves& moves) {
        if (f.attacking)
            r.attacker_moves(node, moves);
        else
            r.defender_moves(node, moves);
        // A ko capture the mover may take (after a threat) when it owns the ko.
        const Point kp = r.m_board.ko_point();
        if (!kp.is_pass() && (f.ko_owner == Color::Empty || f.ko_owner == mover(f))) {
            for (int d = 0; d < 4; ++d)
                if (node.goal[neighbor(kp, d).index()]) moves.add(kp, 45);
        }
    }
    Color mover(const Frame& f) const { return f.attacking ? opponent(r.m_owner) : r.m_owner; }
    // A ko capture only for the ko's owner (or when no one owns it yet: then
    // the mover becomes its owner).
    bool may_take_ko(const Frame& f, Point m) const {
        return m == r.m_board.ko_point() &&
               (f.ko_owner == Color::Empty || f.ko_owner == mover(f));
    }
    bool accept(const Frame& f, const Node& node, Point m, bool captured) const {
        return r.acceptable(m, mover(f), node, captured);
    }
    Frame child(const Frame& f, bool ko_capture) const {
        return {!f.attacking, ko_capture ? mover(f) : f.ko_owner};
    }
    // The opponent's best seen from the mover; winning through a ko capture
    // that needed a threat is worth KoB at most.
    int back_up(const Frame&, int child_value, bool ko_capture) const {
        ReadCode mine = invert(static_cast<ReadCode>(child_value));
        if (ko_capture) mine = std::min(mine, ReadCode::KoB);
        return static_cast<int>(mine);
    }
    void traced(const Frame& f, int ply, Point m, int value) const {
        if (r.m_trace)
            *r.m_trace << std::string(2 * static_cast<size_t>(ply), ' ')
                       << (f.attacking ? 'A' : 'D') << ' ' << vertex_name(m, r.m_board.size())
                       << " -> " << wire_code(static_cast<ReadCode>(value)) << '\n';
    }
    // Dead as it stands: the attacker wins even when no move was found.
    int finish(const Frame&, const Node& node, int best, int) const {
        return node.want_move ? kWin : best;
    }
};

ReadCode OwlReader::search(bool attacking, int ply, Point* move) {
    Problem p{{}, *this};
    return static_cast<ReadCode>(minimax(p, m_budget, Problem::Frame{attacking}, ply, move));
}

bool OwlReader::closed_region(OwlRegion& region) {
    if (!m_params.owl_proof) return false;
    return find_owl_region(m_board, m_tactical, m_root_goal, m_owner,
                           std::clamp(m_params.owl_proof_region, 1, 64), &region);
}

bool OwlReader::bounded_region(OwlRegion& region) {
    if (!m_params.owl_proof || m_params.owl_bounded_radius <= 0) return false;
    return find_owl_region(m_board, m_tactical, m_root_goal, m_owner,
                           std::clamp(m_params.owl_bounded_region, 1, 64), &region,
                           m_params.owl_bounded_radius);
}

// In a bounded region the attacker's stones on the blocked frontier points
// only favour the owner (an open point out of play is a way out), so a kill
// found there is a kill; on every frontier point they favour the attacker,
// so a life found there is a life.  Each side's win is read in the game that
// favours the other side, each side's loss (with every ko its own) in the
// game that favours it.
std::optional<ReadResult> OwlReader::bounded_answer(const OwlRegion& region, bool attacking) {
    using F = OwlProver::Frontier;
    const OwlProof win = m_prover.prove_bounded(m_origin, region, attacking,
                                                attacking ? F::Blocked : F::All, ReadCode::Win);
    m_proof_nodes += win.nodes;
    if (!win.settled) return std::nullopt;
    if (win.code != ReadCode::Fail) return ReadResult{win.code, win.move};
    const OwlProof loss = m_prover.prove_bounded(m_origin, region, attacking,
                                                 attacking ? F::All : F::Blocked, ReadCode::KoB);
    m_proof_nodes += loss.nodes;
    if (loss.settled && loss.code == ReadCode::Fail) return ReadResult{};
    return std::nullopt;
}

std::optional<ReadCode> OwlReader::bounded_move_code(const OwlRegion& region, Point move,
                                                     bool attacker_moves) {
    using F = OwlProver::Frontier;
    const Proof win = m_prover.bounded_move_works(m_origin, region, move, attacker_moves,
                                                  attacker_moves ? F::Blocked : F::All,
                                                  ReadCode::Win);
    if (win == Proof::Proven) return ReadCode::Win;
    if (win == Proof::Unknown) return std::nullopt;
    const Proof loss = m_prover.bounded_move_works(m_origin, region, move, attacker_moves,
                                                   attacker_moves ? F::All : F::Blocked,
                                                   ReadCode::KoB);
    if (loss == Proof::Disproven) return ReadCode::Fail;
    return std::nullopt;
}

Point OwlReader::preferred_move(const OwlRegion& region, const OwlProof& proof, bool attacking) {
    Point heuristic = Point::pass();
    if (search(attacking, 0, &heuristic) == ReadCode::Fail || heuristic.is_pass() ||
        heuristic == proof.move)
        return proof.move;
    const Proof works = m_prover.move_works(m_origin, region, heuristic, attacking, proof.code);
    return works == Proof::Proven ? heuristic : proof.move;
}

std::optional<ReadCode> OwlReader::proven_move_code(const OwlRegion& region, Point move,
                                                    bool attacker_moves) {
    const Proof clean = m_prover.move_works(m_origin, region, move, attacker_moves, ReadCode::Win);
    if (clean == Proof::Proven) return ReadCode::Win;
    if (clean == Proof::Unknown) return std::nullopt;
    const Proof bad = m_prover.move_works(m_origin, region, move, attacker_moves, ReadCode::KoB);
    if (bad == Proof::Disproven) return ReadCode::Fail;
    if (bad == Proof::Unknown) return std::nullopt;
    const Proof good = m_prover.move_works(m_origin, region, move, attacker_moves, ReadCode::KoA);
    if (good == Proof::Unknown) return std::nullopt;
    return good == Proof::Proven ? ReadCode::KoA : ReadCode::KoB;
}

// The proof layers, first the closed region's games, else the bounded
// region's; nullopt when neither applies or settles the question.
std::optional<ReadResult> OwlReader::proven_answer(bool attacking) {
    OwlRegion region;
    if (closed_region(region)) {
        const OwlProof p = attacking ? m_prover.attack(m_origin, region)
                                     : m_prover.defend(m_origin, region);
        m_proof_nodes += p.nodes;
        if (!p.settled) return std::nullopt;
        if (p.code == ReadCode::Fail) return ReadResult{};
        return ReadResult{p.code, preferred_move(region, p, attacking)};
    }
    if (bounded_region(region)) return bounded_answer(region, attacking);
    return std::nullopt;
}

std::optional<ReadCode> OwlReader::proven_code(Point move, bool attacker_moves) {
    OwlRegion region;
    if (closed_region(region)) return proven_move_code(region, move, attacker_moves);
    if (bounded_region(region)) return bounded_move_code(region, move, attacker_moves);
    return std::nullopt;
}

ReadResult OwlReader::owl_attack(Point dragon) {
    ReadResult r;
    if (!m_board.on_board(dragon) || !is_stone(m_board.at(dragon))) return r;
    if (m_table) m_table->new_generation();
    begin_query(dragon, Query::Attack);
    if (const std::optional<ReadResult> proven = proven_answer(true)) return *proven;
    r.code = search(true, 0, &r.move);
    if (r.code == ReadCode::Fail) r.move = Point::pass();
    if (m_trace) *m_trace << "owl_attack: " << (m_budget.cut ? "node limit reached\n" : "complete\n");
    return r;
}

ReadResult OwlReader::owl_defend(Point dragon) {
    ReadResult r;
    if (!m_board.on_board(dragon) || !is_stone(m_board.at(dragon))) return r;
    if (m_table) m_table->new_generation();
    begin_query(dragon, Query::Defend);
    if (const std::optional<ReadResult> proven = proven_answer(false)) return *proven;
    r.code = search(false, 0, &r.move);
    if (r.code == ReadCode::Fail && !m_budget.cut) {
        // No move of its own saves it: does it live as it stands?
        Point unused;
        if (search(true, 0, &unused) == ReadCode::Fail)
            r = ReadResult{ReadCode::Win, Point::pass()};
    }
    if (r.code == ReadCode::Fail) r.move = Point::pass();
    return r;
}

ReadCode OwlReader::owl_does_attack(Point move, Point dragon) {
    if (!m_board.on_board(dragon) || !is_stone(m_board.at(dragon))) return ReadCode::Fail;
    if (m_table) m_table->new_generation();
    begin_query(dragon, Query::DoesAttack);
    if (const std::optional<ReadCode> c = proven_code(move, true)) return *c;
    const TryMove played(m_board, move, opponent(m_owner));
    if (!played) return ReadCode::Fail;
    ++m_budget.nodes;
    Point unused;
    return invert(search(false, 1, &unused));
}

ReadCode OwlReader::owl_does_defend(Point move, Point dragon) {
    if (!m_board.on_board(dragon) || !is_stone(m_board.at(dragon))) return ReadCode::Fail;
    if (m_table) m_table->new_generation();
    begin_query(dragon, Query::DoesDefend);
    if (const std::optional<ReadCode> c = proven_code(move, false)) return *c;
    const TryMove played(m_board, move, m_owner);
    if (!played) return ReadCode::Fail;
    ++m_budget.nodes;
    Point unused;
    return invert(search(true, 1, &unused));
}

DragonReport OwlReader::dragon_status(Point dragon) {
    DragonReport rep;
    if (!m_board.on_board(dragon) || !is_stone(m_board.at(dragon))) return rep;
    const ReadResult a = owl_attack(dragon);
    if (a.code == ReadCode::Fail) return rep;
    const ReadResult d = owl_defend(dragon);
    if (d.code == ReadCode::Fail) {
        rep.status = DragonStatus::Dead;
        return rep;
    }
    rep.status = DragonStatus::Critical;
    rep.attack = a.move;
    rep.defense = d.move;
    // The opponent's vital point is one's own: where the two moves differ,
    // the point that both kills and saves is named for both.
    if (a.move != d.move && !a.move.is_pass() && !d.move.is_pass()) {
        const bool d_kills = owl_does_attack(d.move, dragon) == ReadCode::Win;
        if (d_kills) rep.attack = d.move;
    }
    return rep;
}

}  // namespace yomi
