// expect: 2:17: error: missing terminating|unterminated|expected expression
const char *s = "abc;
