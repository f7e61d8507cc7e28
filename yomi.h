// yomi's public library interface: include this one header.
//   engine/: Board, Point, Color, Move, ReadCode, vertices; SGF loading
//   cache/:  the unified reading cache (cache::Table), shared by all threads
//   reading/: TacticalReader (attack, find_defense, ...), OwlReader (owl_attack,
//             owl_defend, dragon_status, ...), SemeaiReader (analyze_semeai),
//             ConnectionReader (connect, disconnect), ReadingParams
#pragma once

#include "cache/reading_cache.h"
#include "engine/board.h"
#include "engine/sgf.h"
#include "engine/types.h"
#include "reading/params.h"
#include "reading/connection.h"
#include "reading/owl.h"
#include "reading/semeai.h"
#include "reading/tactical.h"
