#pragma once

#include <stddef.h>
#include <stdint.h>

/* JPEG reading and writing over libjpeg-turbo, in C because libjpeg reports a fatal error by
   calling its error handler, which must not return: the only portable way out is longjmp, and
   Swift cannot set a jump point. Each function sets one, so a damaged or hostile file comes
   back as a return code and a message, never as a crash or an exit(). Nothing here keeps state
   between calls; every call may run on any thread. */

/* What a call gives back: 0 on success, else one of these, with `message` (up to 199 bytes,
   NUL-terminated) holding libjpeg's own words where it gave some. */
enum {
  LLJPEG_OK = 0,
  /* libjpeg refused the data: not a JPEG, a damaged header or body. */
  LLJPEG_DAMAGED = 1,
  /* The data decoded, but libjpeg warned about it (a cut-short file, bad Huffman data): the
     picture is partly grey. */
  LLJPEG_WARNED = 2,
  /* The colour space cannot be shown as RGB (CMYK, YCCK). */
  LLJPEG_UNSUPPORTED_COLOR = 3,
  /* A progressive file with more scans than `LLJPEG_MAX_SCANS`. */
  LLJPEG_TOO_MANY_SCANS = 4,
};

/* The most scans a progressive JPEG may have: each scan is another pass over the whole image,
   so a hostile file of thousands of tiny scans takes minutes to decode (the reason for djpeg's
   and tjbench's `-maxscans` option in libjpeg-turbo 2.1). An ESTIMATE of a safe bound:
   libjpeg's own progressive script for a colour image has 10 scans (jcparam.c,
   jpeg_simple_progression), so 500 refuses no file an encoder writes. */
#define LLJPEG_MAX_SCANS 500

typedef struct {
  int width;
  int height;
  /* 1 grey, 3 YCbCr or RGB, 4 CMYK or YCCK. */
  int components;
  /* 1 for a progressive JPEG. */
  int progressive;
} lljpeg_info;

/* Reads the header of `size` bytes at `data` into `info`. */
int lljpeg_read_header(const uint8_t *data, size_t size, lljpeg_info *info, char *message);

/* Decodes the whole image into `pixels`: `height` rows of `stride` bytes, each pixel four
   bytes B, G, R, 0xFF (cairo's RGB24 on a little-endian host), at the header's own size, which
   the caller has read and checked. */
int lljpeg_decode_bgrx(const uint8_t *data, size_t size, uint8_t *pixels, int width, int height,
                       int stride, char *message);

/* Encodes `height` rows of `stride` bytes of B, G, R, x pixels as a baseline JPEG of `quality`
   (1-100), 4:2:0, into `*output` (`*output_size` bytes), which the caller releases with
   lljpeg_free. */
int lljpeg_encode_bgrx(const uint8_t *pixels, int width, int height, int stride, int quality,
                       uint8_t **output, unsigned long *output_size, char *message);

/* Releases what lljpeg_encode_bgrx allocated. */
void lljpeg_free(uint8_t *output);
