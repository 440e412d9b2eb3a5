// expect: 4:11: error: incomplete
struct t {
	int a;
	struct u m;
};
