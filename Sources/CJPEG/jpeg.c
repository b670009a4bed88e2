#include "CJPEG.h"

/* jpeglib.h uses FILE and size_t without including their headers. */
#include <stdio.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* libjpeg's error manager, with a jump point to leave a failed call by and a count of the
   warnings (libjpeg goes on after corrupt data, filling in grey). */
typedef struct {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  char *message;
  int code;
} error_mgr;

static void keep_message(j_common_ptr info) {
  error_mgr *err = (error_mgr *)info->err;
  if (err->message != NULL && err->message[0] == 0) {
    char text[JMSG_LENGTH_MAX];
    err->base.format_message(info, text);
    snprintf(err->message, 200, "%s", text);
  }
}

static void on_error(j_common_ptr info) {
  error_mgr *err = (error_mgr *)info->err;
  keep_message(info);
  longjmp(err->jump, 1);
}

/* Warnings (level -1) are counted by libjpeg in num_warnings and kept as the message; trace
   messages (level >= 0) are dropped. Nothing is printed. */
static void on_message(j_common_ptr info, int level) {
  if (level < 0) {
    info->err->num_warnings++;
    keep_message(info);
  }
}

static void on_output(j_common_ptr info) { (void)info; }

/* Stops a progressive decode after LLJPEG_MAX_SCANS scans. */
static void on_progress(j_common_ptr info) {
  if (!info->is_decompressor) return;
  j_decompress_ptr d = (j_decompress_ptr)info;
  if (d->input_scan_number > LLJPEG_MAX_SCANS) {
    error_mgr *err = (error_mgr *)info->err;
    err->code = LLJPEG_TOO_MANY_SCANS;
    if (err->message != NULL)
      snprintf(err->message, 200, "it has more than %d scans", LLJPEG_MAX_SCANS);
    longjmp(err->jump, 1);
  }
}

static void set_up(error_mgr *err, char *message) {
  jpeg_std_error(&err->base);
  err->base.error_exit = on_error;
  err->base.emit_message = on_message;
  err->base.output_message = on_output;
  err->message = message;
  err->code = LLJPEG_DAMAGED;
  if (message != NULL) message[0] = 0;
}

/* Starts a decompression of `size` bytes at `data`, watched by `progress` (or not, NULL), and
   reads its header; libjpeg jumps to the caller's setjmp on failure. The progress monitor is set
   after jpeg_create_decompress, which clears every field but the error manager. */
static void open_source(j_decompress_ptr info, struct jpeg_progress_mgr *progress,
                        const uint8_t *data, size_t size) {
  jpeg_create_decompress(info);
  info->progress = progress;
  jpeg_mem_src(info, data, (unsigned long)size);
  jpeg_read_header(info, TRUE);
}

int lljpeg_read_header(const uint8_t *data, size_t size, lljpeg_info *out, char *message) {
  struct jpeg_decompress_struct info;
  error_mgr err;
  set_up(&err, message);
  info.err = &err.base;
  if (setjmp(err.jump)) {
    jpeg_destroy_decompress(&info);
    return err.code;
  }
  open_source(&info, NULL, data, size);
  out->width = (int)info.image_width;
  out->height = (int)info.image_height;
  out->components = info.num_components;
  out->progressive = info.progressive_mode ? 1 : 0;
  jpeg_destroy_decompress(&info);
  return LLJPEG_OK;
}

int lljpeg_decode_bgrx(const uint8_t *data, size_t size, uint8_t *pixels, int width, int height,
                       int stride, char *message) {
  struct jpeg_decompress_struct info;
  struct jpeg_progress_mgr progress;
  error_mgr err;
  set_up(&err, message);
  info.err = &err.base;
  if (setjmp(err.jump)) {
    jpeg_destroy_decompress(&info);
    return err.code;
  }
  progress.progress_monitor = on_progress;
  open_source(&info, &progress, data, size);
  if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
    jpeg_destroy_decompress(&info);
    return LLJPEG_UNSUPPORTED_COLOR;
  }
  if ((int)info.image_width != width || (int)info.image_height != height) {
    if (message != NULL) snprintf(message, 200, "its size changed between reads");
    jpeg_destroy_decompress(&info);
    return LLJPEG_DAMAGED;
  }
  info.out_color_space = JCS_EXT_BGRX;
  jpeg_start_decompress(&info);
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = pixels + (size_t)info.output_scanline * (size_t)stride;
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  int warned = info.err->num_warnings > 0;
  jpeg_destroy_decompress(&info);
  return warned ? LLJPEG_WARNED : LLJPEG_OK;
}

int lljpeg_encode_bgrx(const uint8_t *pixels, int width, int height, int stride, int quality,
                       uint8_t **output, unsigned long *output_size, char *message) {
  struct jpeg_compress_struct info;
  error_mgr err;
  set_up(&err, message);
  info.err = &err.base;
  *output = NULL;
  *output_size = 0;
  if (setjmp(err.jump)) {
    jpeg_destroy_compress(&info);
    free(*output);
    *output = NULL;
    return err.code;
  }
  jpeg_create_compress(&info);
  jpeg_mem_dest(&info, output, output_size);
  info.image_width = (JDIMENSION)width;
  info.image_height = (JDIMENSION)height;
  info.input_components = 4;
  info.in_color_space = JCS_EXT_BGRX;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, quality, TRUE);
  jpeg_start_compress(&info, TRUE);
  while (info.next_scanline < info.image_height) {
    JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * (size_t)stride);
    jpeg_write_scanlines(&info, &row, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  return LLJPEG_OK;
}

void lljpeg_free(uint8_t *output) { free(output); }
