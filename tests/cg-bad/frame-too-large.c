/* 600 bytes of locals: over the kernel's 512-byte frame */
static void use(volatile char *p) { p[0] = 1; }
long big_frame(void)
{
	char buf[600];
	use(buf);
	return buf[0];
}
