typedef int T;
typedef long T;
