# Suicide (yomi's own suite), sgf/suicide.sgf: one- and two-stone suicide are
# illegal; a move without liberties that captures is legal.

1 loadsgf sgf/suicide.sgf 1
#? [black]
2 is_legal white A1
#? [0]
3 is_legal black A1
#? [1]
4 is_legal white J9
#? [0]
5 is_legal black J9
#? [1]
6 countlib H9
#? [1]
7 is_legal black E5
#? [1]
8 is_legal white E5
#? [1]
9 countlib E6
#? [1]

# B E5 captured E6; W may not take back at once (ko).
10 loadsgf sgf/suicide.sgf 2
#? [white]
11 list_stones white
#? [H9 D5 F5 E4]
12 countlib E5
#? [1]
13 findlib E5
#? [E6]
14 is_legal white E6
#? [0]
15 is_legal white J9
#? [0]
