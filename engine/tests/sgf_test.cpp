#include <gtest/gtest.h>

#include "engine/sgf.h"

TEST(Sgf, Placeholder) { EXPECT_EQ(yomi::sgf::parse("(;B[aa])").size(), 1u); }
