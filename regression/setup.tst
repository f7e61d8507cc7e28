# Set-up stones (yomi's own suite), sgf/setup.sgf: AB / AW on a 7x7 board
# with PL[W], and an AB node between moves.

1 loadsgf sgf/setup.sgf 1
#? [white]
2 list_stones black
#? [C5 D5 D4]
3 list_stones white
#? [E5 E4 D3]
4 countlib C5
#? [4]
5 findlib D4
#? [C6 D6 B5 C4]
6 countlib E4
#? [4]
7 countlib D3
#? [3]
8 is_legal black G7
#? [1]

# After W C4 the AB node before B's move has put a stone on G7.
10 loadsgf sgf/setup.sgf 2
#? [black]
11 list_stones black
#? [G7 C5 D5 D4]
12 countlib C5
#? [3]
13 findlib C4
#? [B4 C3]

14 loadsgf sgf/setup.sgf
#? [black]
15 list_stones white
#? [A7 E5 C4 E4 D3]
16 list_stones black
#? [G7 C5 D5 D4 A1]
