int g[4];
long f(long a, long b) { long r = 0; for (int i = 0; i < 4; i++) r += g[i] * a / (b | 1); return r >> 1; }
