// A small fixed-capacity list of candidate moves with ordering scores (never
// allocates).  Internal to the readers.
#pragma once

#include <yomi/engine/board/types.h>
#include <yomi/reading/tactical.h>

namespace yomi {

struct TacticalReader::MoveList {
    static constexpr int kMax = 64;

    // Adds p with the given score; a point already present keeps the higher
    // score.  Passes and moves beyond the capacity are ignored.
    void add(Point p, int score) {
        if (p.is_pass()) return;
        for (int i = 0; i < m_n; ++i)
            if (m_points[i] == p) {
                if (score > m_scores[i]) m_scores[i] = score;
                return;
            }
        if (m_n == kMax) return;
        m_points[m_n] = p;
        m_scores[m_n] = score;
        ++m_n;
    }
    bool contains(Point p) const {
        for (int i = 0; i < m_n; ++i)
            if (m_points[i] == p) return true;
        return false;
    }
    // Highest score first; ties keep insertion order (stable).
    void sort() {
        for (int i = 1; i < m_n; ++i) {
            const Point p = m_points[i];
            const int s = m_scores[i];
            int j = i;
            while (j > 0 && m_scores[j - 1] < s) {
                m_points[j] = m_points[j - 1];
                m_scores[j] = m_scores[j - 1];
                --j;
            }
            m_points[j] = p;
            m_scores[j] = s;
        }
    }
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
