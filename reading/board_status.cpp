#include <yomi/reading/board_status.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

#include <yomi/reading/eye_space.h>
#include <yomi/reading/semeai.h>

namespace yomi {

namespace {

// Runs work(reader_set, item) for items 0..count-1 on `threads` workers.
// make() builds one worker's state (its board copy and readers) inside its
// thread; finish(state) runs there too, under a lock, when the worker is done.
// The first exception a worker throws stops the others and is rethrown.
template <typename Make, typename Work, typename Finish>
void run_parallel(int count, int threads, Make make, Work work, Finish finish) {
    std::atomic<int> next{0};
    std::atomic<bool> failed{false};
    std::exception_ptr error;
    std::mutex mutex;
    auto worker = [&] {
        try {
            auto state = make();
            for (int i = next++; i < count && !failed; i = next++) work(*state, i);
            const std::lock_guard lock(mutex);
            finish(*state);
        } catch (...) {
            const std::lock_guard lock(mutex);
            if (!error) error = std::current_exception();
            failed = true;
        }
    };
    const int n = std::clamp(threads, 1, std::max(count, 1));
    if (n == 1) {
        worker();
    } else {
        std::vector<std::thread> pool;
        pool.reserve(static_cast<std::size_t>(n));
        for (int t = 0; t < n; ++t) pool.emplace_back(worker);
        for (std::thread& t : pool) t.join();
    }
    if (error) std::rethrow_exception(error);
}

struct OwlWorker {
    Board board;
    OwlReader reader;
    OwlWorker(const Board& b, const ReadingParams& params, cache::Table* table)
        : board(b), reader(board, params, table) {}
};

struct SemeaiWorker {
    Board board;
    SemeaiReader reader;
    SemeaiWorker(const Board& b, const ReadingParams& params, cache::Table* table)
        : board(b), reader(board, params, table) {}
};

// A race's outcome for the side that moves first.
enum class RaceOutcome { MoverDies, BothLive, MoverKills };

RaceOutcome race_outcome(const SemeaiResult& r) {
    if (r.a_lives == ReadCode::Fail) return RaceOutcome::MoverDies;
    return r.b_dies == ReadCode::Fail ? RaceOutcome::BothLive : RaceOutcome::MoverKills;
}

// Worse of two end-of-game statuses: dead, then seki, then alive.
FinalStatus worse(FinalStatus a, FinalStatus b) {
    auto rank = [](FinalStatus s) {
        return s == FinalStatus::Dead ? 2 : s == FinalStatus::Seki ? 1 : 0;
    };
    return rank(a) >= rank(b) ? a : b;
}

// The pairs of adjacent dragons of opposite colours, neither owl-alive.
std::vector<std::pair<int, int>> race_pairs(const Board& board,
                                            const std::vector<DragonInfo>& dragons) {
    std::vector<int> id(kBoardMax, -1);
    for (std::size_t d = 0; d < dragons.size(); ++d)
        for (Point p : dragons[d].stones) id[p.index()] = static_cast<int>(d);
    // Neighbouring strings of two dragons race when neither dragon is alive
    // to the owl, or when both strings are short of liberties (a seki counts
    // as alive to the owl; the race tells it from life).
    constexpr int kShortLibs = 3;
    const auto racing = [&](int d, Point p) {
        return dragons[static_cast<std::size_t>(d)].owl.status != DragonStatus::Alive ||
               board.countlib(p) <= kShortLibs;
    };
    std::vector<std::pair<int, int>> pairs;
    for (std::size_t d = 0; d < dragons.size(); ++d) {
        for (Point p : dragons[d].stones) {
            if (!racing(static_cast<int>(d), p)) continue;
            for (Point q : {p.north(), p.south(), p.west(), p.east()}) {
                if (!board.on_board(q) || board.at(q) != opponent(dragons[d].color)) continue;
                const int e = id[q.index()];
                if (e <= static_cast<int>(d) || !racing(e, q)) continue;
                pairs.emplace_back(static_cast<int>(d), e);
            }
        }
    }
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    return pairs;
}

}  // namespace

std::vector<DragonInfo> list_dragons(const Board& board) {
    std::vector<DragonInfo> out;
    PointMask done{};
    for (int i = 0; i < kBoardMax; ++i) {
        const Point p(i);
        if (!board.on_board(p) || !is_stone(board.at(p)) || done[i]) continue;
        PointMask goal{};
        goal[i] = 1;
        close_dragon(board, board.at(p), goal);
        DragonInfo info;
        info.origin = p;
        info.color = board.at(p);
        for (int k = 0; k < kBoardMax; ++k) {
            // A stone already listed stays in its first dragon.
            if (!goal[k] || done[k]) continue;
            done[k] = 1;
            info.stones.emplace_back(k);
        }
        out.push_back(std::move(info));
    }
    return out;
}

std::vector<DragonInfo> read_dragons(const Board& board, const ReadingParams& params,
                                     cache::Table* table, int threads,
                                     BoardAnalysisCounts* counts) {
    std::vector<DragonInfo> dragons = list_dragons(board);
    BoardAnalysisCounts total;
    run_parallel(
        static_cast<int>(dragons.size()), threads,
        [&] { return std::make_unique<OwlWorker>(board, params, table); },
        [&](OwlWorker& w, int i) {
            DragonInfo& d = dragons[static_cast<std::size_t>(i)];
            d.owl = w.reader.dragon_status(d.origin);
            d.final_status =
                d.owl.status == DragonStatus::Dead ? FinalStatus::Dead : FinalStatus::Alive;
        },
        [&](OwlWorker& w) {
            total.owl_nodes += w.reader.node_count();
            total.tactical_nodes += w.reader.tactical_node_count();
        });
    if (counts) *counts = total;
    return dragons;
}

std::vector<DragonInfo> analyze_board(const Board& board, const ReadingParams& params,
                                      cache::Table* table, int threads,
                                      BoardAnalysisCounts* counts) {
    BoardAnalysisCounts total;
    std::vector<DragonInfo> dragons = read_dragons(board, params, table, threads, &total);
    const std::vector<std::pair<int, int>> pairs = race_pairs(board, dragons);
    std::vector<std::pair<RaceOutcome, RaceOutcome>> outcomes(pairs.size());
    run_parallel(
        static_cast<int>(pairs.size()), threads,
        [&] { return std::make_unique<SemeaiWorker>(board, params, table); },
        [&](SemeaiWorker& w, int i) {
            const auto [a, b] = pairs[static_cast<std::size_t>(i)];
            const Point pa = dragons[static_cast<std::size_t>(a)].origin;
            const Point pb = dragons[static_cast<std::size_t>(b)].origin;
            outcomes[static_cast<std::size_t>(i)] = {race_outcome(w.reader.analyze_semeai(pa, pb)),
                                                     race_outcome(w.reader.analyze_semeai(pb, pa))};
        },
        [&](SemeaiWorker& w) {
            total.owl_nodes += w.reader.node_count();
            total.tactical_nodes += w.reader.tactical_node_count();
        });

    // A dragon decided by a race takes the race's verdict (the worst of its
    // decided races) instead of the owl's.  An open race decides nothing, nor
    // do the two readings when they disagree (each side dying even moving
    // first, say).
    std::vector<std::optional<FinalStatus>> verdict(dragons.size());
    auto decide = [&](int d, FinalStatus s) {
        // A race may save a dragon or put it in seki, but it kills only a
        // dragon the owl already calls dead (a critical one stays alive).
        if (s == FinalStatus::Dead &&
            dragons[static_cast<std::size_t>(d)].owl.status != DragonStatus::Dead)
            return;
        auto& v = verdict[static_cast<std::size_t>(d)];
        v = v ? worse(*v, s) : s;
    };
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const auto [a, b] = pairs[i];
        const auto [a_first, b_first] = outcomes[i];
        if (a_first == RaceOutcome::BothLive && b_first == RaceOutcome::BothLive) {
            decide(a, FinalStatus::Seki);
            decide(b, FinalStatus::Seki);
        } else if (a_first == RaceOutcome::MoverDies && b_first == RaceOutcome::MoverKills) {
            decide(a, FinalStatus::Dead);
            decide(b, FinalStatus::Alive);
        } else if (b_first == RaceOutcome::MoverDies && a_first == RaceOutcome::MoverKills) {
            decide(b, FinalStatus::Dead);
            decide(a, FinalStatus::Alive);
        }
    }
    for (std::size_t d = 0; d < dragons.size(); ++d)
        if (verdict[d]) dragons[d].final_status = *verdict[d];
    total.races = static_cast<int>(pairs.size());
    if (counts) *counts = total;
    return dragons;
}

DragonReport dragon_status_with_races(Board& board, const ReadingParams& params,
                                      cache::Table* table, Point p,
                                      BoardAnalysisCounts* counts, std::ostream* trace) {
    OwlReader owl(board, params, table);
    owl.set_trace(trace);
    SemeaiReader semeai(board, params, table);
    DragonReport report = owl.dragon_status(p);
    auto tally = [&] {
        if (!counts) return;
        counts->owl_nodes = owl.node_count() + semeai.node_count();
        counts->tactical_nodes = owl.tactical_node_count() + semeai.tactical_node_count();
    };
    if (report.status != DragonStatus::Dead) {
        tally();
        return report;
    }
    PointMask goal{}, seen{};
    owl.dragon_of(p, goal);
    const Color other = opponent(board.at(p));
    for (int i = 0; i < kBoardMax; ++i) {
        if (!goal[i]) continue;
        for (int d = 0; d < 4; ++d) {
            const Point q = neighbor(Point(i), d);
            if (board.at(q) != other || seen[q.index()]) continue;
            PointMask theirs{};
            owl.dragon_of(q, theirs);
            for (int k = 0; k < kBoardMax; ++k) seen[k] |= theirs[k];
            if (owl.dragon_status(q).status == DragonStatus::Alive) continue;
            const SemeaiResult mine = semeai.analyze_semeai(p, q);
            const SemeaiResult their = semeai.analyze_semeai(q, p);
            const bool seki = mine.a_lives == ReadCode::Win && mine.b_dies == ReadCode::Fail &&
                              their.a_lives == ReadCode::Win && their.b_dies == ReadCode::Fail;
            if (seki) {
                report = DragonReport{};  // alive
                tally();
                return report;
            }
        }
    }
    tally();
    return report;
}

}  // namespace yomi
