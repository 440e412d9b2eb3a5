// expect: 2:5: error: designated initializer|non-aggregate
int x = {.a = 1};
