// yomi's public library interface: include this one header.
#pragma once

#include "engine/board.h"
#include "engine/types.h"
