# Ladders with breakers: a DEV set (it tunes the reader; not held out).
#
# How it was made: the ladder of tactics.tst's ladder1 (Black ataris K10
# from below, the ladder runs down and to the right; on 13x13 the same
# shape at E9) with one to four stones of either colour dropped at random
# in the lower right (19x19: columns M-T, rows 1-8; 13x13: columns H-N,
# rows 1-6), met only after eight moves of the chase or more.  Of 400 such
# positions, those kept here are the ones where GNU Go 3.8 with
# increase_depths x3, yomi with increase_depths x4 and a brute-force
# ladder search (sgf/ladders/brute_ladder.py, Python: attacker plays the target's liberties and
# saves its strings in atari next to it; the defender extends, captures,
# ataris attacker strings of two liberties next to it or passes; three
# liberties = escaped) agree, plus four where yomi at default depth
# disagrees with GNU Go (default, x3 and x6) and the brute force: lad19f,
# lad19g, lad19h and lad13e (all "fails").  Five more positions where
# yomi (at every depth) says the ladder works and GNU Go says it fails were
# left out: the brute force did not finish on them in time, so their truth
# is not settled.
# Answers: attack K10 / E9, the capturing first move K9 / E8 (the atari
# from the other side gives three liberties).
#
# Side by side (./yomi-regress --compare "/usr/games/gnugo --mode gtp
# --quiet" regression/ladders.tst):
#   yomi (default depths)  13/13, 11,815 reading nodes (11/13 before the
#   defender's wall ataris after a net: it failed 6 (lad19f) and 13 (lad13e),
#   saying the ladder captures; see wall_ataris in reading/).
#   GNU Go 3.8             13/13, 5,081 trymoves.
# Run by make check (strict) since yomi passes all of it.

loadsgf sgf/ladders/lad19a.sgf
1 attack K10
#? [1 K9]

loadsgf sgf/ladders/lad19b.sgf
2 attack K10
#? [1 K9]

loadsgf sgf/ladders/lad19c.sgf
3 attack K10
#? [0]

loadsgf sgf/ladders/lad19d.sgf
4 attack K10
#? [0]

loadsgf sgf/ladders/lad19e.sgf
5 attack K10
#? [0]

loadsgf sgf/ladders/lad19f.sgf
6 attack K10
#? [0]

loadsgf sgf/ladders/lad19g.sgf
7 attack K10
#? [0]

loadsgf sgf/ladders/lad19h.sgf
8 attack K10
#? [0]

loadsgf sgf/ladders/lad13a.sgf
9 attack E9
#? [1 E8]

loadsgf sgf/ladders/lad13b.sgf
10 attack E9
#? [1 E8]

loadsgf sgf/ladders/lad13c.sgf
11 attack E9
#? [0]

loadsgf sgf/ladders/lad13d.sgf
12 attack E9
#? [0]

loadsgf sgf/ladders/lad13e.sgf
13 attack E9
#? [0]

