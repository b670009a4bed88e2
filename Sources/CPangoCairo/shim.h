#pragma once
#include <pango/pangocairo.h>
#include <cairo.h>
#include <hb-ot.h>
