// Owl questions proven by df-pn in a closed region (see owl_proof.h).
#include <yomi/reading/owl_proof.h>

#include <algorithm>
#include <array>

#include <yomi/reading/dfpn_games.h>
#include <yomi/reading/question.h>

namespace yomi {

namespace {

// alive_in_region over the region's points given as a list (cells[0..n)).
bool alive_among(const Board& b, const PointMask& region, const Point* cells, int n, Point stone);

// The memo of Benson's verdicts (OwlProver::m_alive_memo): direct-mapped by
// the position's hash salted with the game's number (a game fixes the region
// and the asked stone), each entry that key with its lowest bit replaced by
// the verdict (0: empty).
constexpr int kAliveMemoBits = 16;

// Opponent strings met while the region grows.
enum class StringRole : uint8_t { Unknown, Wall, Inside };

// The region's flood: from the points queued, over empty points, owner
// stones and opponent strings marked Inside; an opponent string met for the
// first time is Wall when the reader cannot capture it, else Inside.  False
// as soon as the region holds more than max_empty empty points.
class RegionFlood {
  public:
    RegionFlood(Board& b, TacticalReader& reader, Color owner, int max_empty, int radius,
                OwlRegion& out)
        : m_b(b),
          m_reader(reader),
          m_owner(owner),
          m_max_empty(max_empty),
          m_radius(radius),
          m_out(out) {}

    void add(Point p, int dist = 0) {
        if (m_out.points[p.index()]) return;
        m_out.points[p.index()] = 1;
        m_dist[p.index()] = static_cast<uint8_t>(std::min(dist, 255));
        if (m_b.at(p) == Color::Empty) ++m_out.empty_count;
        m_out.cells[m_out.cell_count++] = p;
    }
    void add_string(Point s, int dist = 0) {
        Point stones[kBoardMax];
        const int n = std::min(m_b.string_stones(s, kBoardMax, stones), kBoardMax);
        for (int i = 0; i < n; ++i) add(stones[i], dist);
    }
    bool run() {
        const Color opp = opponent(m_owner);
        while (m_head < m_out.cell_count) {
            if (m_out.empty_count > m_max_empty) return false;
            const Point p = m_out.cells[m_head++];
            for (int d = 0; d < 4; ++d) {
                const Point q = neighbor(p, d);
                if (!m_b.on_board(q) || m_out.points[q.index()]) continue;
                const Color c = m_b.at(q);
                const int dist = m_dist[p.index()] + (c == Color::Empty ? 1 : 0);
                if (c == Color::Empty && m_radius > 0 && dist > m_radius) {
                    m_frontier[q.index()] = 1;
                    continue;
                }
                if (c != opp) {
                    add(q, dist);
                    continue;
                }
                const Point s = m_b.string_id(q);
                StringRole& role = m_role[s.index()];
                if (role == StringRole::Unknown)
                    role = m_reader.attack(s).code == ReadCode::Fail ? StringRole::Wall
                                                                     : StringRole::Inside;
                if (role == StringRole::Inside) add_string(s, dist);
            }
        }
        return m_out.empty_count <= m_max_empty;
    }
    // Wall strings with fewer than two liberties outside the region become
    // Inside (their stones join it); true when one did.
    bool demote_weak_walls() {
        bool changed = false;
        for (int i = 0; i < kBoardMax; ++i) {
            if (m_role[i] != StringRole::Wall) continue;
            Point libs[kBoardMax];
            const int n = std::min(m_b.findlib(Point(i), kBoardMax, libs), kBoardMax);
            int outside = 0;
            for (int k = 0; k < n; ++k) outside += m_out.points[libs[k].index()] == 0;
            if (outside >= 2) continue;
            m_role[i] = StringRole::Inside;
            int dist = 255;
            for (int k = 0; k < n; ++k)
                if (m_out.points[libs[k].index()])
                    dist = std::min<int>(dist, m_dist[libs[k].index()]);
            add_string(Point(i), dist);
            changed = true;
        }
        return changed;
    }
    // Frontier points with nowhere to lead (every neighbour in the region or
    // an opponent stone) join the region; true when one did.
    bool absorb_dead_ends() {
        bool changed = false;
        const Color opp = opponent(m_owner);
        for (int i = 0; i < kBoardMax; ++i) {
            if (!m_frontier[i] || m_out.points[i]) continue;
            bool dead_end = true;
            for (int d = 0; d < 4; ++d) {
                const Point q = neighbor(Point(i), d);
                if (m_b.on_board(q) && !m_out.points[q.index()] && m_b.at(q) != opp)
                    dead_end = false;
            }
            if (!dead_end) continue;
            m_frontier[i] = 0;
            add(Point(i), m_radius);
            changed = true;
        }
        return changed;
    }
    // The frontier: empty points beyond the radius next to the region.
    // Blocked ones touch an opponent stone outside the region.
    bool collect_frontier() {
        m_out.frontier_count = 0;
        const Color opp = opponent(m_owner);
        for (int i = 0; i < kBoardMax; ++i) {
            if (!m_frontier[i] || m_out.points[i]) continue;
            if (m_out.frontier_count == OwlRegion::kMaxFrontier) return false;
            bool blocked = false;
            for (int d = 0; d < 4; ++d) {
                const Point q = neighbor(Point(i), d);
                blocked |= m_b.on_board(q) && m_b.at(q) == opp && !m_out.points[q.index()];
            }
            m_out.frontier[m_out.frontier_count] = Point(i);
            m_out.frontier_blocked[m_out.frontier_count++] = blocked;
        }
        return true;
    }
    bool collect_wall() {
        m_out.wall_count = 0;
        for (int i = 0; i < kBoardMax; ++i) {
            if (m_role[i] != StringRole::Wall) continue;
            if (m_out.wall_count == OwlRegion::kMaxWall) return false;
            m_out.wall[m_out.wall_count++] = Point(i);
        }
        return true;
    }

  private:
    Board& m_b;
    TacticalReader& m_reader;
    Color m_owner;
    int m_max_empty;
    int m_radius;
    OwlRegion& m_out;
    std::array<StringRole, kBoardMax> m_role{};
    std::array<uint8_t, kBoardMax> m_dist{};
    std::array<uint8_t, kBoardMax> m_frontier{};
    int m_head = 0;  // the next of m_out.cells to spread from
};

// The game of owl_proof.h for the df-pn driver.
struct OwlGame {
    Board& b;
    cache::Table* t;
    Point stone;
    Color owner;
    const OwlRegion& region;
    uint64_t key;
    bool attacker_retakes, owner_retakes;
    bool walls_protected = false;    // the owner may not capture a wall string
    uint64_t* alive_memo = nullptr;  // 2^kAliveMemoBits entries (see there), or none
    uint64_t memo_salt = 0;          // this game's

    // alive_among for the asked stone, through the memo.
    bool alive() const {
        if (!alive_memo)
            return alive_among(b, region.points, region.cells, region.cell_count, stone);
        const uint64_t h = b.hash() ^ memo_salt;
        const uint64_t key = h & ~uint64_t{1};
        uint64_t& e = alive_memo[h >> (64 - kAliveMemoBits)];
        if (e == 0 || (e & ~uint64_t{1}) != key)
            e = key |
                (alive_among(b, region.points, region.cells, region.cell_count, stone) ? 1 : 0);
        return (e & 1) != 0;
    }

    // Under walls_protected: p is the last liberty of a wall string.
    bool takes_wall(Point p) const {
        const Color opp = opponent(owner);
        for (int d = 0; d < 4; ++d) {
            const Point q = neighbor(p, d);
            if (!b.on_board(q) || b.at(q) != opp || b.countlib(q) != 1) continue;
            for (int i = 0; i < region.wall_count; ++i)
                if (b.same_string(region.wall[i], q)) return true;
        }
        return false;
    }

    bool allows_ko(Color c) const { return c == owner ? owner_retakes : attacker_retakes; }

    Board& board() { return b; }
    cache::Table* table() { return t; }
    Color prover() const { return opponent(owner); }
    // The history that changes a node's moves goes into the goal: the last
    // move retook a ko at once (the next pass may bar the owner's), and the
    // owner's pass barred (see moves()).
    Question question(Color to_move, bool after_pass) const {
        return life_question(stone, to_move == prover(), after_pass,
                             key ^ (retook_at_once() ? 0x72657461'6B656E00ULL : 0) ^
                                 (pass_barred(to_move, after_pass) ? 0x6261727265640000ULL : 0));
    }
    // The last move was played on the point a ko barred before it.
    bool retook_at_once() const {
        const Point barred = b.ko_point_before(1);
        return !barred.is_pass() && b.at(barred) != Color::Empty;
    }
    // The owner, having retaken a ko at once (with a threat) and seen the
    // attacker pass, may not pass: it must settle the ko (a ko it could only
    // keep retaking is no life), where an owner that took a ko without a
    // threat, say by capturing a throw-in, may pass as usual.
    bool pass_barred(Color to_move, bool after_pass) const {
        if (to_move != owner || !after_pass || b.ko_point_before(1).is_pass()) return false;
        const Point retaken = b.ko_point_before(2);
        return !retaken.is_pass() && b.at(retaken) == owner;
    }
    std::pair<uint32_t, uint32_t> initial(Color) const { return {1, 1}; }
    Outcome both_passed() const { return Outcome::ProverLoses; }
    Outcome terminal(Color, bool) const {
        if (b.at(stone) != owner) return Outcome::ProverWins;
        const Color opp = opponent(owner);
        for (int i = 0; i < region.wall_count; ++i)
            if (b.at(region.wall[i]) != opp) return Outcome::ProverLoses;
        if (alive()) return Outcome::ProverLoses;
        return Outcome::None;
    }
    // The region's empty points, those with most empty neighbours in the
    // region first, then pass (unless barred).
    int moves(Color to_move, bool after_pass, Point* out, int max) const {
        // Sorted by empty neighbours (most first), then by point: insertion
        // sort over the region's few empty points.
        int n = 0;
        int rank[kBoardMax];
        for (int i = 0; i < region.cell_count && n < max; ++i) {
            const Point p = region.cells[i];
            if (b.at(p) != Color::Empty) continue;
            if (walls_protected && to_move == owner && takes_wall(p)) continue;
            int empty = 0;
            for (int d = 0; d < 4; ++d) {
                const Point q = neighbor(p, d);
                empty += region.points[q.index()] && b.at(q) == Color::Empty;
            }
            const int key = (4 - empty) * kBoardMax + p.index();
            int k = n++;
            for (; k > 0 && rank[k - 1] > key; --k) {
                rank[k] = rank[k - 1];
                out[k] = out[k - 1];
            }
            rank[k] = key;
            out[k] = p;
        }
        if (n < max && !pass_barred(to_move, after_pass)) out[n++] = Point::pass();
        return n;
    }
};

// The attacker's stones on a bounded region's frontier for one game: on the
// blocked points, or on all of them; taken back on destruction.  game is the
// region with the new stones' strings added to its wall.  Not ok when a
// stone could not be placed, or captured something.
class FrontierStones {
  public:
    FrontierStones(Board& b, const OwlRegion& region, Color owner, bool all, OwlRegion& game)
        : m_b(b) {
        game = region;
        const Color opp = opponent(owner);
        const int before = b.stone_count(owner);
        for (int i = 0; i < region.frontier_count && m_ok; ++i) {
            const Point f = region.frontier[i];
            if ((!all && !region.frontier_blocked[i]) || b.at(f) != Color::Empty) continue;
            if (!b.trymove(f, opp)) {
                m_ok = false;
                break;
            }
            ++m_placed;
            m_ok = b.stone_count(owner) == before;
            bool known = false;
            for (int w = 0; w < game.wall_count && !known; ++w)
                known = b.same_string(game.wall[w], f);
            if (known) continue;
            if (game.wall_count == OwlRegion::kMaxWall)
                m_ok = false;
            else
                game.wall[game.wall_count++] = f;
        }
    }
    ~FrontierStones() {
        for (int i = 0; i < m_placed; ++i) m_b.popgo();
    }
    FrontierStones(const FrontierStones&) = delete;
    FrontierStones& operator=(const FrontierStones&) = delete;
    bool ok() const { return m_ok; }

  private:
    Board& m_b;
    int m_placed = 0;
    bool m_ok = true;
};

}  // namespace

bool find_owl_region(Board& board, TacticalReader& reader, const PointMask& goal, Color owner,
                     int max_empty, OwlRegion* out, int radius) {
    *out = OwlRegion{};
    if (!is_stone(owner)) return false;
    RegionFlood flood(board, reader, owner, max_empty, radius, *out);
    for (int i = 0; i < kBoardMax; ++i)
        if (goal[i] && board.at(Point(i)) == owner) flood.add(Point(i));
    do {
        if (!flood.run()) return false;
    } while (flood.demote_weak_walls() || flood.absorb_dead_ends());
    if (!flood.collect_wall() || !flood.collect_frontier()) return false;
    out->closed = true;
    return true;
}

bool alive_in_region(const Board& b, const PointMask& region, Point stone) {
    Point cells[kBoardMax];
    int n = 0;
    for (int i = 0; i < kBoardMax; ++i)
        if (region[i]) cells[n++] = Point(i);
    return alive_among(b, region, cells, n, stone);
}

namespace {

bool alive_among(const Board& b, const PointMask& region, const Point* cells, int n, Point stone) {
    const Color owner = b.at(stone);
    if (!is_stone(owner)) return false;
    // The owner's chains in the region (at most 64), by index.
    constexpr int kMaxChains = 64, kMaxAreas = 64;
    std::array<int8_t, kBoardMax> chain_of;
    chain_of.fill(-1);
    int chains = 0;
    for (int i = 0; i < n; ++i) {
        const Point p = cells[i];
        if (b.at(p) != owner) continue;
        const int sid = b.string_id(p).index();
        if (chain_of[sid] < 0) {
            if (chains == kMaxChains) return false;
            chain_of[sid] = static_cast<int8_t>(chains++);
        }
    }
    const int mine = chain_of[b.string_id(stone).index()];
    if (mine < 0) return false;
    // The areas: connected sets of non-owner points of the region that touch
    // nothing outside it; per area the chains next to it (border) and the
    // chains next to every one of its empty points (vital).
    std::array<uint8_t, kBoardMax> seen{};
    uint64_t border[kMaxAreas], vital[kMaxAreas];
    int areas = 0;
    Point queue[kBoardMax];
    for (int i = 0; i < n; ++i) {
        const Point start = cells[i];
        if (seen[start.index()] || b.at(start) == owner) continue;
        int head = 0, tail = 0;
        queue[tail++] = start;
        seen[start.index()] = 1;
        bool closed = true, any_empty = false;
        uint64_t bord = 0, vit = ~uint64_t{0};
        while (head < tail) {
            const Point p = queue[head++];
            uint64_t next_to = 0;
            for (int d = 0; d < 4; ++d) {
                const Point q = neighbor(p, d);
                if (!b.on_board(q)) continue;
                if (b.at(q) == owner) {
                    // An owner string outside the region: the area is open.
                    const int c = chain_of[b.string_id(q).index()];
                    if (c < 0)
                        closed = false;
                    else
                        next_to |= uint64_t{1} << c;
                    continue;
                }
                if (!region[q.index()]) {
                    closed = false;
                    continue;
                }
                if (!seen[q.index()]) {
                    seen[q.index()] = 1;
                    queue[tail++] = q;
                }
            }
            bord |= next_to;
            if (b.at(p) == Color::Empty) {
                any_empty = true;
                vit &= next_to;
            }
        }
        if (!closed || !any_empty || areas == kMaxAreas) continue;
        border[areas] = bord;
        vital[areas] = vit;
        ++areas;
    }
    // Benson's iteration.
    uint64_t alive = chains == 64 ? ~uint64_t{0} : (uint64_t{1} << chains) - 1;
    uint64_t live_areas = areas == 64 ? ~uint64_t{0} : (uint64_t{1} << areas) - 1;
    for (;;) {
        uint64_t removed = 0;
        for (int c = 0; c < chains; ++c) {
            if (!(alive >> c & 1)) continue;
            int count = 0;
            for (int a = 0; a < areas && count < 2; ++a)
                count += (live_areas >> a & 1) && (vital[a] >> c & 1);
            if (count < 2) removed |= uint64_t{1} << c;
        }
        if (!removed) break;
        alive &= ~removed;
        for (int a = 0; a < areas; ++a)
            if (border[a] & ~alive) live_areas &= ~(uint64_t{1} << a);
        if (!(alive >> mine & 1)) return false;
    }
    return alive >> mine & 1;
}

}  // namespace

OwlProver::OwlProver(Board& board, cache::Table* table, const OwlProofParams& params)
    : m_board(board), m_table(table), m_params(params), m_alive_memo(size_t{1} << kAliveMemoBits) {}

OwlProver::KoRules OwlProver::rules_for(ReadCode code, bool attacking) {
    // A clean win: the other side retakes kos at once (it has every threat
    // it needs); KO_A: neither does; KO_B: the side asking does.
    const bool asker = code == ReadCode::KoB;
    const bool other = code == ReadCode::Win;
    KoRules k;
    k.attacker = attacking ? asker : other;
    k.owner = attacking ? other : asker;
    return k;
}

DfpnResult OwlProver::play(Point dragon, const OwlRegion& region, KoRules ko, bool attacker_first,
                           bool walls_protected) {
    const Point stone = m_board.smallest_stone(dragon);
    const Color owner = m_board.at(dragon);
    const uint64_t salt = 0x6F776C70726F6F66ULL;  // "owlproof"
    const uint64_t key = region_hash(region.points) ^ salt ^ (ko.attacker ? 0x51ULL << 40 : 0) ^
                         (ko.owner ? 0xA3ULL << 48 : 0) ^
                         (walls_protected ? 0x70726F74ULL << 24 : 0);
    const uint64_t memo_salt = ++m_games * 0x9E3779B97F4A7C15ULL;
    OwlGame g{m_board,  m_table.get(), stone,    owner,           region,
              key,      ko.attacker,   ko.owner, walls_protected, m_alive_memo.data(),
              memo_salt};
    DfpnParams p;
    p.node_limit = m_params.node_limit;
    p.max_depth = 200;
    DfpnSolver<OwlGame> solver(g, p, m_memory);
    return solver.solve(attacker_first ? g.prover() : owner);
}

OwlProof OwlProver::attack(Point dragon, const OwlRegion& region) {
    return prove(dragon, region, true);
}

OwlProof OwlProver::defend(Point dragon, const OwlRegion& region) {
    return prove(dragon, region, false);
}

// The side asking moves first; its games, from the strictest ko rules for it
// to the loosest, settle the code (see owl_proof.h).
OwlProof OwlProver::prove(Point dragon, const OwlRegion& region, bool attacking) {
    OwlProof out;
    if (!region.closed || !is_stone(m_board.at(dragon))) return out;
    if (m_table) m_table->new_generation();
    const Proof asker_wins = attacking ? Proof::Proven : Proof::Disproven;
    const auto settled = [&](const DfpnResult& r) {
        out.nodes += r.nodes;
        return r.proof != Proof::Unknown && !(r.path_dependent && r.depth_limited);
    };
    const DfpnResult clean = play(dragon, region, rules_for(ReadCode::Win, attacking), attacking);
    if (!settled(clean)) return out;
    if (clean.proof == asker_wins) return {true, ReadCode::Win, clean.move, out.nodes};
    const DfpnResult bad = play(dragon, region, rules_for(ReadCode::KoB, attacking), attacking);
    if (!settled(bad)) return out;
    if (bad.proof != asker_wins) return {true, ReadCode::Fail, Point::pass(), out.nodes};
    const DfpnResult good = play(dragon, region, rules_for(ReadCode::KoA, attacking), attacking);
    if (!settled(good)) return out;
    if (good.proof == asker_wins) return {true, ReadCode::KoA, good.move, out.nodes};
    return {true, ReadCode::KoB, bad.move, out.nodes};
}

OwlProof OwlProver::prove_bounded(Point dragon, const OwlRegion& region, bool attacking,
                                  Frontier frontier, ReadCode rules) {
    OwlProof out;
    const Color owner = m_board.at(dragon);
    if (!is_stone(owner) || !region.closed) return out;
    OwlRegion game;
    const FrontierStones stones(m_board, region, owner, frontier == Frontier::All, game);
    if (!stones.ok()) return out;
    if (m_table) m_table->new_generation();
    const DfpnResult r =
        play(dragon, game, rules_for(rules, attacking), attacking, frontier == Frontier::All);
    out.nodes = r.nodes;
    if (r.proof == Proof::Unknown || (r.path_dependent && r.depth_limited)) return out;
    out.settled = true;
    if ((r.proof == Proof::Proven) == attacking) {
        out.code = rules;
        out.move = r.move;
    }
    return out;
}

Proof OwlProver::move_works(Point dragon, const OwlRegion& region, Point move, bool attacker_moves,
                            ReadCode code) {
    return move_works_in(dragon, region, move, attacker_moves, code, false);
}

Proof OwlProver::bounded_move_works(Point dragon, const OwlRegion& region, Point move,
                                    bool attacker_moves, Frontier frontier, ReadCode code) {
    const Color owner = m_board.at(dragon);
    if (!is_stone(owner) || !region.closed) return Proof::Unknown;
    OwlRegion game;
    const FrontierStones stones(m_board, region, owner, frontier == Frontier::All, game);
    if (!stones.ok()) return Proof::Unknown;
    return move_works_in(dragon, game, move, attacker_moves, code, frontier == Frontier::All);
}

Proof OwlProver::move_works_in(Point dragon, const OwlRegion& region, Point move,
                               bool attacker_moves, ReadCode code, bool walls_protected) {
    const Color owner = m_board.at(dragon);
    if (!is_stone(owner)) return Proof::Unknown;
    const Point stone = m_board.smallest_stone(dragon);
    const KoRules ko = rules_for(code, attacker_moves);
    const uint64_t key = 0;
    OwlGame g{m_board, nullptr, stone, owner, region, key, ko.attacker, ko.owner, walls_protected};
    // A move the game does not allow fails.
    if (walls_protected && !attacker_moves && g.takes_wall(move)) return Proof::Disproven;
    const TryMove played(m_board, move, attacker_moves ? opponent(owner) : owner,
                         attacker_moves ? ko.attacker : ko.owner);
    if (!played) return Proof::Disproven;
    // The position after the move may already be decided.
    const Outcome o = g.terminal(attacker_moves ? owner : opponent(owner), move.is_pass());
    if (o != Outcome::None)
        return (o == Outcome::ProverWins) == attacker_moves ? Proof::Proven : Proof::Disproven;
    const DfpnResult r = play(dragon, region, ko, !attacker_moves, walls_protected);
    if (r.proof == Proof::Unknown || (r.path_dependent && r.depth_limited)) return Proof::Unknown;
    return (r.proof == Proof::Proven) == attacker_moves ? Proof::Proven : Proof::Disproven;
}

}  // namespace yomi
