int v;
enum { E = v };
