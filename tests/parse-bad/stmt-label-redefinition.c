void f(void) {
l:
	;
l:
	;
}
