# Handicap (yomi's own suite): HA > 1 without PL means White plays first.

1 loadsgf sgf/handicap.sgf
#? [white]
2 list_stones black
#? [G7 C3]
3 list_stones white
#? []

4 loadsgf sgf/handicap_moves.sgf 1
#? [white]
5 loadsgf sgf/handicap_moves.sgf 2
#? [black]
6 list_stones white
#? [E5]
7 loadsgf sgf/handicap_moves.sgf 3
#? [white]
8 list_stones black
#? [C7 G7 C3]
9 loadsgf sgf/handicap_moves.sgf
#? [black]
10 list_stones white
#? [E5 G3]
11 countlib E5
#? [4]

# An explicit PL wins over the handicap rule.
12 loadsgf sgf/handicap_pl.sgf
#? [black]
