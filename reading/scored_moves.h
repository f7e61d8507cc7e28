// A small fixed-capacity list of candidate moves with ordering scores, for
// every reader (never allocates).  Internal to the readers.
#pragma once

#include <algorithm>

#include <yomi/engine/board/types.h>

namespace yomi {

template <int Capacity>
class ScoredMoves {
  public:
    static constexpr int kMax = Capacity;
    // Adds p with the given score; a point already present keeps the higher
    // score.  Passes and moves beyond the capacity are ignored.
    void add(Point p, int score) {
        if (p.is_pass()) return;
        for (int i = 0; i < m_n; ++i)
            if (m_points[i] == p) {
                m_scores[i] = std::max(m_scores[i], score);
                return;
            }
        if (m_n == kMax) return;
        m_points[m_n] = p;
        m_scores[m_n++] = score;
    }
    // Highest score first; ties keep insertion order.
    void sort() {
        for (int i = 1; i < m_n; ++i)
            for (int j = i; j > 0 && m_scores[j - 1] < m_scores[j]; --j) {
                std::swap(m_points[j], m_points[j - 1]);
                std::swap(m_scores[j], m_scores[j - 1]);
            }
    }
    bool contains(Point p) const { return std::find(m_points, m_points + m_n, p) != m_points + m_n; }
    // Raises the score of entry i by b (before sort()).
    void raise(int i, int b) { m_scores[i] += b; }
    int size() const { return m_n; }
    Point operator[](int i) const { return m_points[i]; }
    int score(int i) const { return m_scores[i]; }

  private:
    Point m_points[kMax];
    int m_scores[kMax];
    int m_n = 0;
};

}  // namespace yomi
