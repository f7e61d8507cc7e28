// Eye-space analysis for the owl reader (see eye_space.h).
#include <yomi/reading/eye_space.h>

#include <algorithm>
#include <cstdlib>

#include <yomi/engine/board/zobrist.h>
#include <yomi/reading/eye_shapes.h>

namespace yomi {

namespace {

// Distance-2 neighbourhood offsets (Manhattan distance 1 or 2).
constexpr int kNear2[12] = {kStride,      -1,          -kStride,     1,
                            2 * kStride,  -2,          -2 * kStride, 2,
                            kStride - 1,  -kStride - 1, -kStride + 1, kStride + 1};

bool on_board_point(const Board& b, Point p) {
    return p.index() > 0 && p.index() < kBoardMax && b.at(p) != Color::Border;
}

// Neighbours of r.points[i] inside the region.
int region_degree(const EyeRegion& r, int i) {
    int d = 0;
    for (int j = 0; j < r.size; ++j) {
        const int diff = std::abs(r.points[i].index() - r.points[j].index());
        if (diff == 1 || diff == kStride) ++d;
    }
    return d;
}

bool in_region(const EyeRegion& r, Point p) {
    return std::find(r.points, r.points + r.size, p) != r.points + r.size;
}

// True when the region holds a 2x2 square.
bool has_square(const EyeRegion& r) {
    for (int i = 0; i < r.size; ++i) {
        const Point p = r.points[i];
        if (in_region(r, p.east()) && in_region(r, p.south()) && in_region(r, p.south().east()))
            return true;
    }
    return false;
}

// The one-point eye at p: true, false, or false unless the owner takes the
// empty diagonal the opponent could play (returned in *weak).
void one_point_eye(const Board& b, Point p, Color owner, int* min_eyes, int* max_eyes,
                   Point* weak) {
    const Color opp = opponent(owner);
    int on_board = 0, bad = 0;
    Point open = Point::pass();
    for (int d = 0; d < 4; ++d) {
        const Point q = diagonal(p, d);
        const Color c = b.at(q);
        if (c == Color::Border) continue;
        ++on_board;
        if (c == opp) {
            ++bad;
        } else if (c == Color::Empty) {
            // The opponent can play q unless every neighbour of q is an owner stone.
            bool playable = false;
            for (int k = 0; k < 4; ++k)
                if (b.at(neighbor(q, k)) != owner && b.at(neighbor(q, k)) != Color::Border)
                    playable = true;
            if (playable) open = q;
        }
    }
    const int allowed = on_board == 4 ? 1 : 0;  // bad diagonals a true eye tolerates
    if (bad > allowed) {
        *min_eyes = *max_eyes = 0;
    } else if (bad == allowed && !open.is_pass()) {
        *min_eyes = 0;
        *max_eyes = 1;
        *weak = open;
    } else {
        *min_eyes = *max_eyes = 1;
    }
}

// A 2x3 rectangle holding a corner point: the rectangular six in the corner,
// which the opponent can reduce to one eye (or a ko) when the group has no
// outside liberties.  Returns its vital point, the 2-2 point (the inner point
// with three neighbours in the region), or pass when r is not that shape or
// the group has a liberty outside r.
Point corner_six_vital(const Board& b, const EyeRegion& r) {
    int min_row = 99, max_row = -1, min_col = 99, max_col = -1;
    for (int i = 0; i < r.size; ++i) {
        min_row = std::min(min_row, r.points[i].row());
        max_row = std::max(max_row, r.points[i].row());
        min_col = std::min(min_col, r.points[i].col());
        max_col = std::max(max_col, r.points[i].col());
    }
    const int h = max_row - min_row + 1, w = max_col - min_col + 1;
    if (h * w != 6 || (h != 2 && h != 3)) return Point::pass();
    const int last = b.size() - 1;
    if ((min_row != 0 && max_row != last) || (min_col != 0 && max_col != last))
        return Point::pass();
    // Every stone around the region: no liberty outside it.
    for (int i = 0; i < r.size; ++i)
        for (int d = 0; d < 4; ++d) {
            const Point s = neighbor(r.points[i], d);
            if (!is_stone(b.at(s))) continue;
            Point libs[8];
            const int n = std::min(b.findlib(s, 8, libs), 8);
            for (int k = 0; k < n; ++k)
                if (!in_region(r, libs[k])) return Point::pass();
        }
    for (int i = 0; i < r.size; ++i) {
        const Point p = r.points[i];
        const bool edge = p.row() == 0 || p.row() == last || p.col() == 0 || p.col() == last;
        if (!edge && region_degree(r, i) == 3) return p;
    }
    return Point::pass();
}

}  // namespace

int wall_outside_liberties(const Board& b, Color owner, const Point* pts, int n, int cap) {
    PointMask in_space{}, seen_string{}, counted{};
    for (int i = 0; i < n; ++i) in_space[pts[i].index()] = 1;
    int libs = 0;
    for (int i = 0; i < n && libs < cap; ++i)
        for (int d = 0; d < 4; ++d) {
            const Point s = neighbor(pts[i], d);
            if (b.at(s) != owner || seen_string[b.string_id(s).index()]) continue;
            seen_string[b.string_id(s).index()] = 1;
            Point l[kBoardMax / 2];
            const int k = b.findlib(s, kBoardMax / 2, l);
            for (int j = 0; j < k && libs < cap; ++j)
                if (!in_space[l[j].index()] && !counted[l[j].index()]) {
                    counted[l[j].index()] = 1;
                    ++libs;
                }
        }
    return libs;
}

// The value of a closed region: from the generated eye-shape table when it
// holds the shape (two points or more; the model with outside liberties
// when the wall has any), else from the classical shapes.
void value_closed_region(const Board& b, Color owner, EyeRegion& r) {
    const int n = r.size;
    if (n >= 2 && n <= kMaxEyeShapePoints && !r.has_opponent_stones) {
        EyePoint eps[kMaxEyeShapePoints];
        for (int i = 0; i < n; ++i) {
            eps[i].point = r.points[i];
            eps[i].stone = b.at(r.points[i]) == opponent(owner);
        }
        EyeShapeValue v;
        const int outside = wall_outside_liberties(b, owner, r.points, n, 1) > 0 ? 2 : 0;
        if (eye_shape_value(eps, n, b.size(), &v, outside)) {
            r.min_eyes = v.attacker_first;
            r.max_eyes = v.defender_first;
            r.vital = r.min_eyes < r.max_eyes ? v.attack : Point::pass();
            r.defense = r.min_eyes < r.max_eyes ? v.defense : Point::pass();
            if (r.defense.is_pass()) r.defense = r.vital;
            return;
        }
    }
    int best_degree = 0, best = 0;
    for (int i = 0; i < n; ++i) {
        const int d = region_degree(r, i);
        if (d > best_degree) best_degree = d, best = i;
    }
    int lo = 2, hi = 2;
    Point vital = Point::pass();
    if (n == 1) {
        one_point_eye(b, r.points[0], owner, &lo, &hi, &vital);
    } else if (n == 2) {
        lo = hi = 1;
    } else if (n == 3) {
        lo = 1, hi = 2, vital = r.points[best];
    } else if (n == 4) {
        if (has_square(r)) lo = hi = 1;
        else if (best_degree == 3) lo = 1, hi = 2, vital = r.points[best];
    } else if (n == 5) {
        if (best_degree == 4 || has_square(r)) lo = 1, hi = 2, vital = r.points[best];
    } else if (n == 6) {
        if (best_degree == 4 && has_square(r)) {
            lo = 1, hi = 2, vital = r.points[best];  // the rabbity six
        } else if (Point v = corner_six_vital(b, r); !v.is_pass()) {
            lo = 1, hi = 2, vital = v;
        }
    }
    if (r.has_opponent_stones) {
        // Stones inside: never a sure eye.  On the vital point of a killing
        // shape they leave one eye at most.
        if (!vital.is_pass() && b.at(vital) == opponent(owner)) hi = 1;
        lo = 0;
        if (b.at(vital) != Color::Empty) vital = Point::pass();
        if (vital.is_pass()) {
            for (int i = 0; i < n; ++i)
                if (b.at(r.points[i]) == Color::Empty) vital = r.points[i];
        }
    }
    r.min_eyes = lo;
    r.max_eyes = hi;
    r.vital = vital;
    r.defense = vital;
}

void close_dragon(const Board& b, Color owner, PointMask& goal) {
    const Color opp = opponent(owner);
    for (int i = 0; i < kBoardMax; ++i)
        if (goal[i] && b.at(Point(i)) != owner) goal[i] = 0;
    bool changed = true;
    while (changed) {
        changed = false;
        // Whole strings (each walked once).
        PointMask walked{};
        for (int i = 0; i < kBoardMax; ++i) {
            if (!goal[i]) continue;
            const Point id = b.string_id(Point(i));
            if (walked[id.index()]) continue;
            walked[id.index()] = 1;
            for (Point s = b.next_stone(Point(i)); s != Point(i); s = b.next_stone(s))
                if (!goal[s.index()]) goal[s.index()] = 1, changed = true;
        }
        // Strings joined by shared liberties: those with a liberty next to
        // the goal (marked by string id) are the candidates.
        PointMask candidate{};
        for (int i = 0; i < kBoardMax; ++i) {
            if (!goal[i]) continue;
            for (int d = 0; d < 4; ++d) {
                const Point l = neighbor(Point(i), d);
                if (!b.on_board(l) || b.at(l) != Color::Empty) continue;
                for (int e = 0; e < 4; ++e) {
                    const Point q = neighbor(l, e);
                    if (b.on_board(q) && b.at(q) == owner && !goal[q.index()])
                        candidate[b.string_id(q).index()] = 1;
                }
            }
        }
        for (int i = 0; i < kBoardMax; ++i) {
            const Point p(i);
            if (!candidate[i] || goal[i]) continue;
            Point libs[32];
            const int n = std::min(b.findlib(p, 32, libs), 32);
            int shared = 0;
            bool jump = false;
            for (int k = 0; k < n; ++k) {
                const Point l = libs[k];
                bool next_to_goal = false, next_to_opp = false, opposite = false;
                for (int d = 0; d < 4; ++d) {
                    const Point q = neighbor(l, d);
                    if (goal[q.index()]) {
                        next_to_goal = true;
                        // Opposite sides: the string touches l from the other side.
                        if (b.same_string(neighbor(l, (d + 2) % 4), p)) opposite = true;
                    }
                    if (b.at(q) == opp) next_to_opp = true;
                }
                if (!next_to_goal) continue;
                ++shared;
                if (opposite && !next_to_opp) jump = true;
            }
            if (shared >= 2 || (shared == 1 && jump)) {
                goal[i] = 1;
                changed = true;
            }
        }
    }
}

bool eye_value_at(const Board& b, Point p, EyeValue* out) {
    if (!b.on_board(p) || b.at(p) != Color::Empty) return false;
    int found = 0, best_size = 0;
    for (Color c : {Color::Black, Color::White}) {
        // The goal: the strings of c next to p's area of non-c points (its
        // first points when it is large), so that p's region is among the
        // few analyze_eyes keeps.
        PointMask goal{}, seen{};
        Point queue[kBoardMax];
        int head = 0, tail = 0;
        queue[tail++] = p;
        seen[p.index()] = 1;
        while (head < tail && head < 2 * EyeRegion::kMaxPoints) {
            const Point q = queue[head++];
            for (int d = 0; d < 4; ++d) {
                const Point n = neighbor(q, d);
                const Color nc = b.at(n);
                if (nc == c) {
                    for (Point s = b.next_stone(n); !goal[s.index()]; s = b.next_stone(s))
                        goal[s.index()] = 1;
                } else if (nc != Color::Border && !seen[n.index()]) {
                    seen[n.index()] = 1;
                    queue[tail++] = n;
                }
            }
        }
        EyeSummary eyes;
        analyze_eyes(b, goal, c, &eyes);
        for (int k = 0; k < eyes.count; ++k) {
            EyeRegion r = eyes.regions[k];
            const bool margin =
                std::find(r.margins, r.margins + r.margin_count, p) != r.margins + r.margin_count;
            if (!in_region(r, p) && !(margin && b.at(p) == Color::Empty)) continue;
            EyeValue v;
            v.owner = c;
            if (r.closed) {
                r.has_opponent_stones = false;
                value_closed_region(b, c, r);
                v.min_eyes = r.min_eyes;
                v.max_eyes = r.max_eyes;
                v.attack = v.defense = r.vital;
            } else {
                // The pocket with its empty margins, as if closed.
                EyeRegion u = r;
                for (int j = 0; j < r.margin_count && u.size < EyeRegion::kMaxPoints; ++j)
                    if (b.at(r.margins[j]) == Color::Empty) u.points[u.size++] = r.margins[j];
                u.has_opponent_stones = false;
                value_closed_region(b, c, u);
                v.max_eyes = u.max_eyes;
                v.min_eyes = r.margin_count > 0 ? std::max(0, u.min_eyes - 1) : u.min_eyes;
                const Point key = r.margin_count == 1 ? r.margins[0] : u.vital;
                v.attack = v.defense = key.is_pass() ? r.vital : key;
            }
            // An eye space inside the other colour's (a group dead in its
            // eye): the inner, smaller one is p's.
            if (found == 0 || r.size < best_size) *out = v, best_size = r.size;
            ++found;
            break;
        }
    }
    return found >= 1;
}

void analyze_eyes(const Board& b, const PointMask& goal, Color owner, EyeSummary* out) {
    *out = EyeSummary{};
    const Color opp = opponent(owner);
    PointMask seen{};
    PointMask closed_point{};
    PointMask open_area{};
    Point queue[kBoardMax];
    // Step 1: the components of non-owner points next to the goal.
    for (int i = 0; i < kBoardMax; ++i) {
        if (!goal[i] || b.at(Point(i)) != owner) continue;
        for (int d = 0; d < 4; ++d) {
            const Point start = neighbor(Point(i), d);
            const Color c = b.at(start);
            if (c == owner || c == Color::Border || seen[start.index()]) continue;
            int head = 0, tail = 0;
            queue[tail++] = start;
            seen[start.index()] = 1;
            bool foreign_border = false, stones = false;
            while (head < tail) {
                const Point p = queue[head++];
                if (b.at(p) == opp) stones = true;
                for (int k = 0; k < 4; ++k) {
                    const Point q = neighbor(p, k);
                    const Color qc = b.at(q);
                    if (qc == Color::Border) continue;
                    if (qc == owner) {
                        if (!goal[q.index()]) foreign_border = true;
                        continue;
                    }
                    if (!seen[q.index()]) {
                        seen[q.index()] = 1;
                        queue[tail++] = q;
                    }
                }
            }
            if (tail <= EyeRegion::kMaxPoints && !foreign_border &&
                out->count < EyeSummary::kMaxRegions) {
                EyeRegion& r = out->regions[out->count++];
                r.size = tail;
                std::copy(queue, queue + tail, r.points);
                r.closed = true;
                r.has_opponent_stones = stones;
                value_closed_region(b, owner, r);
                for (int k = 0; k < tail; ++k) closed_point[queue[k].index()] = 1;
            } else {
                for (int k = 0; k < tail; ++k) open_area[queue[k].index()] = 1;
            }
        }
    }
    // Step 2: open pockets, empty points next to the goal and to no opponent stone.
    PointMask pocket{};
    for (int i = 0; i < kBoardMax; ++i) {
        const Point p(i);
        if (!open_area[i] || b.at(p) != Color::Empty) continue;
        bool by_goal = false, by_opp = false;
        for (int d = 0; d < 4; ++d) {
            const Point q = neighbor(p, d);
            if (goal[q.index()] && b.at(q) == owner) by_goal = true;
            if (b.at(q) == opp) by_opp = true;
        }
        if (by_goal && !by_opp) pocket[i] = 1;
    }
    PointMask done{};
    for (int i = 0; i < kBoardMax; ++i) {
        if (!pocket[i] || done[i] || out->count >= EyeSummary::kMaxRegions) continue;
        EyeRegion& r = out->regions[out->count++];
        int head = 0, tail = 0;
        queue[tail++] = Point(i);
        done[i] = 1;
        while (head < tail) {
            const Point p = queue[head++];
            if (r.size < EyeRegion::kMaxPoints) r.points[r.size++] = p;
            for (int k = 0; k < 4; ++k) {
                const Point q = neighbor(p, k);
                if (pocket[q.index()] && !done[q.index()]) {
                    done[q.index()] = 1;
                    queue[tail++] = q;
                } else if (!pocket[q.index()] && b.at(q) != owner && b.at(q) != Color::Border &&
                           r.margin_count < EyeRegion::kMaxMargins &&
                           std::find(r.margins, r.margins + r.margin_count, q) ==
                               r.margins + r.margin_count) {
                    r.margins[r.margin_count++] = q;
                }
            }
        }
        r.closed = false;
        r.min_eyes = 0;
        r.max_eyes = tail >= 3 ? 2 : 1;
        int best_degree = -1;
        for (int k = 0; k < r.size; ++k) {
            const int dg = region_degree(r, k);
            if (dg > best_degree) best_degree = dg, r.vital = r.points[k];
        }
        r.defense = r.vital;
    }
    // Step 3: totals and room to run.
    for (int k = 0; k < out->count; ++k) {
        const EyeRegion& r = out->regions[k];
        if (r.closed) out->sure_eyes += r.min_eyes;
        out->max_eyes += r.max_eyes;
    }
    PointMask counted{};
    for (int i = 0; i < kBoardMax; ++i) {
        if (!goal[i] || b.at(Point(i)) != owner) continue;
        for (int d = 0; d < 4; ++d) {
            const Point l = neighbor(Point(i), d);
            if (b.at(l) != Color::Empty || closed_point[l.index()] || counted[l.index()])
                continue;
            counted[l.index()] = 1;
            bool free = true;
            for (int off : kNear2) {
                const Point q(l.index() + off);
                if (on_board_point(b, q) && std::abs(q.col() - l.col()) <= 2 && b.at(q) == opp)
                    free = false;
            }
            if (free) ++out->escape;
        }
    }
}

}  // namespace yomi
