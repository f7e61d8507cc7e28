# Snapback (yomi's own suite), sgf/snapback.sgf: B throws in at B1, W takes
# it at A1 and is left in atari, B takes five stones back at B1.

1 loadsgf sgf/snapback.sgf 1
#? [black]
2 countlib A2
#? [2]
3 findlib C1
#? [A1 B1]
4 is_legal black B1
#? [1]

# The throw-in.
loadsgf sgf/snapback.sgf 2
5 countlib B1
#? [1]
6 countlib C2
#? [1]
7 findlib A2
#? [A1]

# W takes the throw-in (one stone, no ko: the capturing string is not a
# single stone).
8 loadsgf sgf/snapback.sgf 3
#? [black]
9 list_stones black
#? [A3 B3 C3 D2 D1]
10 countlib A1
#? [1]
11 findlib C1
#? [B1]
12 is_legal black B1
#? [1]

# B takes five stones back.
13 loadsgf sgf/snapback.sgf 4
#? [white]
14 list_stones white
#? [G7]
15 countlib B1
#? [3]
16 countlib D1
#? [5]
17 is_legal white A1
#? [1]
