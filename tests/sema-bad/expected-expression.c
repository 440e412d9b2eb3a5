// expect: 2:9: error: expected expression
int x = ;
