// Benson's unconditional life and the dead stones inside unconditional
// territory (the rules are in benson.h).
#include <yomi/reading/benson.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace yomi {

namespace {

// One X region: its points, how many of them are empty, the X chains next to
// it and those to which it is vital (indices into the chain list).
struct Region {
    std::vector<Point> points;
    int empties = 0;
    std::vector<int> chains;
    std::vector<int> vital_to;
};

// The chains and regions of one colour, and Benson's iteration on them.
class Analysis {
public:
    Analysis(const Board& board, Color x) : m_board(board), m_x(x) {
        m_chain_of.fill(-1);
        m_region_of.fill(-1);
        find_chains();
        find_regions();
        iterate();
    }

    // 1 on the stones of the chains left by the iteration.
    void mark_alive(PointMask& alive) const {
        for (int i = 0; i < kBoardMax; ++i)
            if (m_chain_of[i] >= 0 && m_chain_alive[m_chain_of[i]]) alive[i] = 1;
    }

    // The extension (benson.h): in a region left by the iteration, the
    // opponent's stones are dead when the region's interior is one point or
    // two neighbours (and then its empty points are territory), or when one
    // opponent string covers the whole interior.
    void mark_dead(PointMask& dead, PointMask& territory) const {
        for (std::size_t r = 0; r < m_regions.size(); ++r) {
            const Region& region = m_regions[r];
            if (!m_region_left[r] || region.chains.empty()) continue;
            int interior = 0, interior_empty = 0;
            Point first = Point::pass(), second = Point::pass();  // the first interior points
            Point interior_string = Point::pass();  // the one string on the interior
            bool one_string = true;
            for (const Point p : region.points) {
                if (touches_x(p)) continue;
                if (++interior == 1) first = p;
                if (interior == 2) second = p;
                if (m_board.at(p) == Color::Empty) {
                    ++interior_empty;
                } else {
                    const Point id = m_board.string_id(p);
                    if (interior_string.is_pass()) interior_string = id;
                    one_string = one_string && id == interior_string;
                }
            }
            // No two interior points apart: one point, or two neighbours.
            const bool small = interior <= 1 || (interior == 2 && adjacent(first, second));
            if (!small && (interior_empty > 0 || !one_string)) continue;
            for (const Point p : region.points) {
                if (m_board.at(p) != Color::Empty)
                    dead[p.index()] = 1;
                else if (small)
                    territory[p.index()] = 1;
            }
        }
    }

private:
    void find_chains() {
        for (int i = 0; i < kBoardMax; ++i) {
            const Point p(i);
            if (!m_board.on_board(p) || m_board.at(p) != m_x) continue;
            const int id = m_board.string_id(p).index();
            if (m_chain_of[id] < 0) {
                m_chain_of[id] = static_cast<int16_t>(m_chain_count++);
            }
            m_chain_of[i] = m_chain_of[id];
        }
        m_chain_alive.assign(m_chain_count, 1);
        m_vital.assign(m_chain_count, {});
    }

    // Flood fills the regions, then finds each one's chains and the chains it
    // is vital to.
    void find_regions() {
        std::vector<int> seen_chain(m_chain_count, -1);  // region that last listed the chain
        std::vector<int> adjacent_empties(m_chain_count, 0);
        std::vector<Point> stack;
        for (int i = 0; i < kBoardMax; ++i) {
            const Point start(i);
            if (!m_board.on_board(start) || m_board.at(start) == m_x || m_region_of[i] >= 0)
                continue;
            const int r = static_cast<int>(m_regions.size());
            m_regions.emplace_back();
            Region& region = m_regions.back();
            m_region_of[i] = static_cast<int16_t>(r);
            stack.assign(1, start);
            while (!stack.empty()) {
                const Point p = stack.back();
                stack.pop_back();
                region.points.push_back(p);
                if (m_board.at(p) == Color::Empty) ++region.empties;
                for (int d = 0; d < 4; ++d) {
                    const Point q = neighbor(p, d);
                    if (!m_board.on_board(q)) continue;
                    if (m_board.at(q) == m_x) {
                        const int c = m_chain_of[q.index()];
                        if (seen_chain[c] != r) {
                            seen_chain[c] = r;
                            adjacent_empties[c] = 0;
                            region.chains.push_back(c);
                        }
                    } else if (m_region_of[q.index()] < 0) {
                        m_region_of[q.index()] = static_cast<int16_t>(r);
                        stack.push_back(q);
                    }
                }
            }
            count_liberties(region, adjacent_empties);
            for (const int c : region.chains) {
                if (region.empties > 0 && adjacent_empties[c] == region.empties) {
                    region.vital_to.push_back(c);
                    m_vital[c].push_back(r);
                }
            }
        }
    }

    // adjacent_empties[c]: the empty points of the region that are liberties
    // of chain c (each point counted once per chain).
    void count_liberties(const Region& region, std::vector<int>& adjacent_empties) const {
        for (const Point p : region.points) {
            if (m_board.at(p) != Color::Empty) continue;
            int counted[4];
            int n = 0;
            for (int d = 0; d < 4; ++d) {
                const Point q = neighbor(p, d);
                if (!m_board.on_board(q) || m_board.at(q) != m_x) continue;
                const int c = m_chain_of[q.index()];
                if (std::find(counted, counted + n, c) != counted + n) continue;
                counted[n++] = c;
                ++adjacent_empties[c];
            }
        }
    }

    void iterate() {
        m_region_left.assign(m_regions.size(), 1);
        for (bool changed = true; changed;) {
            changed = false;
            for (int c = 0; c < m_chain_count; ++c) {
                if (!m_chain_alive[c]) continue;
                int vital = 0;
                for (const int r : m_vital[c]) vital += m_region_left[r];
                if (vital < 2) {
                    m_chain_alive[c] = 0;
                    changed = true;
                }
            }
            for (std::size_t r = 0; r < m_regions.size(); ++r) {
                if (!m_region_left[r]) continue;
                for (const int c : m_regions[r].chains) {
                    if (!m_chain_alive[c]) {
                        m_region_left[r] = 0;
                        changed = true;
                        break;
                    }
                }
            }
        }
    }

    static bool adjacent(Point a, Point b) {
        for (int d = 0; d < 4; ++d)
            if (neighbor(a, d) == b) return true;
        return false;
    }

    // Is there an X stone next to p?
    bool touches_x(Point p) const {
        for (int d = 0; d < 4; ++d)
            if (m_board.at(neighbor(p, d)) == m_x) return true;
        return false;
    }

    const Board& m_board;
    Color m_x;
    std::array<int16_t, kBoardMax> m_chain_of;   // chain index of each X stone, else -1
    std::array<int16_t, kBoardMax> m_region_of;  // region index of each non-X point, else -1
    int m_chain_count = 0;
    std::vector<uint8_t> m_chain_alive;
    std::vector<std::vector<int>> m_vital;  // per chain: the regions vital to it
    std::vector<Region> m_regions;
    std::vector<uint8_t> m_region_left;
};

}  // namespace

void benson_alive(const Board& board, Color color, PointMask& alive) {
    alive.fill(0);
    if (!is_stone(color)) return;
    Analysis(board, color).mark_alive(alive);
}

UnconditionalLife analyze_unconditional(const Board& board) {
    UnconditionalLife out;
    for (const Color x : {Color::Black, Color::White}) {
        const Analysis analysis(board, x);
        analysis.mark_alive(out.alive);
        analysis.mark_dead(out.dead, x == Color::Black ? out.black_territory : out.white_territory);
    }
    return out;
}

UnconditionalStatus unconditional_status(const Board& board, Point p) {
    if (!board.on_board(p) || !is_stone(board.at(p))) return UnconditionalStatus::Undecided;
    const UnconditionalLife life = analyze_unconditional(board);
    // A stone both alive and dead would contradict the rules in benson.h;
    // should it ever happen, say nothing rather than something wrong.
    if (life.alive[p.index()] && life.dead[p.index()]) return UnconditionalStatus::Undecided;
    if (life.alive[p.index()]) return UnconditionalStatus::Alive;
    if (life.dead[p.index()]) return UnconditionalStatus::Dead;
    return UnconditionalStatus::Undecided;
}

const char* unconditional_status_name(UnconditionalStatus s) {
    switch (s) {
        case UnconditionalStatus::Alive: return "alive";
        case UnconditionalStatus::Dead: return "dead";
        case UnconditionalStatus::Undecided: break;
    }
    return "undecided";
}

}  // namespace yomi
