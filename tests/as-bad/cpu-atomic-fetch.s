# cpu: v2
# fetching atomics are -mcpu=v3
	r0 = atomic_fetch_add((u64 *)(r1 + 0), r0)
	exit
