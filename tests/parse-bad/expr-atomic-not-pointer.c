int f(int x) { return __sync_fetch_and_add(x, 1); }
