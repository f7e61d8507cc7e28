# Captures (yomi's own suite): one stone in the centre, two stones on the
# edge, two strings at once; checked with list_stones, countlib, findlib and
# is_legal.  Position: sgf/capture.sgf (set-up stones, then six moves).

1 loadsgf sgf/capture.sgf 1
#? [black]
2 list_stones white
#? [A5 E5 A3 J2 J1]
3 countlib E5
#? [1]
4 findlib E5
#? [E6]
5 countlib J1
#? [1]
6 findlib J2
#? [J3]

# B E6 takes the centre stone.
loadsgf sgf/capture.sgf 2
7 list_stones white
#? [A5 A3 J2 J1]
8 countlib E6
#? [4]
9 findlib D5
#? [D6 C5 E5 D4]
10 is_legal white E5
#? [0]

# B J3 takes J1 and J2.
loadsgf sgf/capture.sgf 4
11 list_stones white
#? [C7 A5 A3]
12 countlib J3
#? [3]
13 findlib H1
#? [H3 G2 J2 G1 J1]
14 is_legal white J1
#? [1]
15 countlib A5
#? [1]
16 countlib A3
#? [1]

# B A4 takes A5 and A3 with one move.
loadsgf sgf/capture.sgf 6
17 list_stones white
#? [C8 C7]
18 countlib A4
#? [3]
19 findlib A4
#? [A5 B4 A3]
20 list_stones black
#? [A6 E6 B5 D5 F5 A4 E4 B3 J3 A2 H2 H1]

21 loadsgf sgf/capture.sgf
#? [black]
22 list_stones white
#? [C8 C7 G7]
