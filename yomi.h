// yomi's public library interface: include this one header.
//   engine/: Board, Point, Color, Move, ReadCode, vertices; SGF loading
//   cache/:  the unified reading cache (cache::Table), shared by all threads
//   reading/: TacticalReader (attack, find_defense, ...), OwlReader (owl_attack,
//             owl_defend, dragon_status, ...), SemeaiReader (analyze_semeai),
//             ConnectionReader (connect, disconnect), ReadingParams
#pragma once

#include <yomi/cache/reading_cache.h>
#include <yomi/engine/board/board.h>
#include <yomi/engine/board/sgf.h>
#include <yomi/engine/board/types.h>
#include <yomi/reading/params.h>
#include <yomi/reading/connection.h>
#include <yomi/reading/owl.h>
#include <yomi/reading/semeai.h>
#include <yomi/reading/board_status.h>
#include <yomi/reading/tactical.h>
