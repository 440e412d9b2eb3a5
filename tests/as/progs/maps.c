struct { int type; int max_entries; int *key; long *value; } m __attribute__((section(".maps"), used));
static long (*bpf_map_lookup_elem)(void *map, const void *key) = (void *) 1;
int g = 5;
const volatile int cfg = 3;
static __attribute__((noinline)) int sub(int x) { return x * g + cfg; }
__attribute__((section("xdp"), used)) int prog(void *ctx) {
  int k = 0; long *v = (long *)bpf_map_lookup_elem(&m, &k);
  const char *s = "hello";
  if (!v) return sub(s[1]);
  __sync_fetch_and_add(v, 1);
  return sub(*v) ;
}
char _license[] __attribute__((section("license"), used)) = "GPL";
