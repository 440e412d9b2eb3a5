// expect: 2:1: error: unknown type name
foo_t x;
