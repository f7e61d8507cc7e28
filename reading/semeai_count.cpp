// The semeai reader's liberty count at a horizon (see semeai.h): the
// classical rules of capturing races, with a big eye counted as its nakade
// liberties less the opponent's stones inside it.
#include <algorithm>

#include <yomi/reading/semeai.h>
#include <yomi/reading/semeai_internal.h>

namespace yomi {

int eye_region_liberties(int n, int k) {
    // The moves the opponent needs to fill an eye of n points: an eye of 1,
    // 2, 3 points gives as many; 4 gives 5, 5 gives 8, 6 gives 12 (each
    // capture inside leaves a smaller eye to fill again); beyond, 4 a point.
    constexpr int kLibs[] = {0, 1, 2, 3, 5, 8, 12};
    const int base = n < 7 ? kLibs[std::max(n, 0)] : 12 + (n - 6) * 4;
    return n <= 0 ? 0 : std::max(base - k, 1);
}

namespace {

struct RaceLiberties {
    int outside = 0;  // liberties of the weakest string the other side fills freely
    int eye = 0;      // liberties inside the side's closed eye regions
    bool has_eye = false;
};

// s's liberties against t; shared: liberties of both weakest strings.
RaceLiberties count_side(const Board& board, const SemeaiSide& s, const SemeaiSide& t,
                         int* shared) {
    RaceLiberties c;
    Point libs[64];
    const int n = std::min(board.findlib(s.weakest, 64, libs), 64);
    *shared = 0;
    for (int i = 0; i < n; ++i) {
        if (semeai_in_closed_eye(s, libs[i])) continue;
        if (board.is_liberty_of(libs[i], t.weakest))
            ++*shared;
        else
            ++c.outside;
    }
    for (int k = 0; k < s.eyes.count; ++k) {
        const EyeRegion& r = s.eyes.regions[k];
        if (!r.closed) continue;
        int stones = 0;
        for (int i = 0; i < r.size; ++i) stones += board.at(r.points[i]) == t.owner;
        // A one-point region that is a false eye gives one liberty and no eye.
        c.eye += eye_region_liberties(r.size, stones);
        c.has_eye |= r.min_eyes >= 1 || r.size - stones >= 2;
    }
    return c;
}

// A race seen from x, the side to move: +1 x captures y, -1 y captures x,
// 0 seki.
int race(const RaceLiberties& x, const RaceLiberties& y, int shared) {
    const int lx = x.outside + x.eye, ly = y.outside + y.eye;
    if (!x.has_eye && !y.has_eye) {
        // Without eyes the shared liberties fill both: seki unless one side
        // is far enough ahead.
        if (lx - ly >= std::max(shared - 1, 0)) return 1;
        if (ly - lx >= std::max(shared, 1)) return -1;
        return 0;
    }
    if (x.has_eye != y.has_eye) {
        // The shared liberties count for the side with the eye.
        const int tx = lx + (x.has_eye ? shared : 0);
        const int ty = ly + (y.has_eye ? shared : 0);
        return tx >= ty ? 1 : -1;
    }
    // Eye against eye: the killer fills the shared liberties as well.
    if (lx >= ly + shared) return 1;
    if (ly >= lx + shared + 1) return -1;
    return 0;
}

}  // namespace

int semeai_count(const Board& board, const SemeaiSide& a, const SemeaiSide& b, bool a_to_move) {
    const SemeaiSide& x = a_to_move ? a : b;
    const SemeaiSide& y = a_to_move ? b : a;
    int r;
    if (y.weakest_libs == 1) {
        r = 1;  // the side to move captures at once
    } else {
        int shared = 0, unused = 0;
        const RaceLiberties cx = count_side(board, x, y, &shared);
        const RaceLiberties cy = count_side(board, y, x, &unused);
        r = race(cx, cy, shared);
    }
    if (!a_to_move) r = -r;
    if (r > 0) return b.alive ? 1 : 2;
    if (r < 0) return a.alive ? 1 : 0;
    return 1;
}

}  // namespace yomi
