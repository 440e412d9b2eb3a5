/* buf.c - growable byte buffers and endian-aware integer access.  Object
 * writers build sections in Bufs; the byte order is always explicit. */
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void buf_reserve(Buf *b, size_t extra)
{
	if (b->cap - b->len >= extra)
		return;
	size_t cap = b->cap ? b->cap : 64;
	while (cap - b->len < extra)
		cap *= 2;
	b->data = xrealloc(b->data, cap);
	b->cap = cap;
}

void buf_put(Buf *b, const void *p, size_t n)
{
	if (!n)
		return;
	buf_reserve(b, n);
	memcpy(b->data + b->len, p, n);
	b->len += n;
}

void buf_put_zero(Buf *b, size_t n)
{
	buf_reserve(b, n);
	memset(b->data + b->len, 0, n);
	b->len += n;
}

void buf_put_u8(Buf *b, uint8_t v) { buf_put(b, &v, 1); }

void buf_put_u16(Buf *b, uint16_t v, bool big)
{
	uint8_t t[2];
	put_u16(t, v, big);
	buf_put(b, t, 2);
}

void buf_put_u32(Buf *b, uint32_t v, bool big)
{
	uint8_t t[4];
	put_u32(t, v, big);
	buf_put(b, t, 4);
}

void buf_put_u64(Buf *b, uint64_t v, bool big)
{
	uint8_t t[8];
	put_u64(t, v, big);
	buf_put(b, t, 8);
}

void buf_align(Buf *b, size_t align)
{
	if (align > 1 && b->len % align)
		buf_put_zero(b, align - b->len % align);
}

void buf_vprintf(Buf *b, const char *fmt, va_list ap)
{
	va_list ap2;
	va_copy(ap2, ap);
	int n = vsnprintf(NULL, 0, fmt, ap);
	buf_reserve(b, (size_t)n + 1);
	vsnprintf((char *)b->data + b->len, (size_t)n + 1, fmt, ap2);
	va_end(ap2);
	b->len += (size_t)n;
}

void buf_printf(Buf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	buf_vprintf(b, fmt, ap);
	va_end(ap);
}

void buf_puts(Buf *b, const char *s) { buf_put(b, s, strlen(s)); }

char *buf_cstr(Buf *b)
{
	buf_reserve(b, 1);
	b->data[b->len] = 0;
	return (char *)b->data;
}

void buf_free(Buf *b)
{
	free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
}

void put_u16(uint8_t *p, uint16_t v, bool big)
{
	for (int i = 0; i < 2; i++)
		p[big ? 1 - i : i] = (uint8_t)(v >> (8 * i));
}

void put_u32(uint8_t *p, uint32_t v, bool big)
{
	for (int i = 0; i < 4; i++)
		p[big ? 3 - i : i] = (uint8_t)(v >> (8 * i));
}

void put_u64(uint8_t *p, uint64_t v, bool big)
{
	for (int i = 0; i < 8; i++)
		p[big ? 7 - i : i] = (uint8_t)(v >> (8 * i));
}

uint16_t get_u16(const uint8_t *p, bool big)
{
	uint16_t v = 0;
	for (int i = 0; i < 2; i++)
		v |= (uint16_t)(p[big ? 1 - i : i] << (8 * i));
	return v;
}

uint32_t get_u32(const uint8_t *p, bool big)
{
	uint32_t v = 0;
	for (int i = 0; i < 4; i++)
		v |= (uint32_t)p[big ? 3 - i : i] << (8 * i);
	return v;
}

uint64_t get_u64(const uint8_t *p, bool big)
{
	uint64_t v = 0;
	for (int i = 0; i < 8; i++)
		v |= (uint64_t)p[big ? 7 - i : i] << (8 * i);
	return v;
}
