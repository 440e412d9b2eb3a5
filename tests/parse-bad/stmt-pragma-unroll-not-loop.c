void f(int x) {
#pragma unroll
	x++;
}
