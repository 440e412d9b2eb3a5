#pragma clang attribute pop
int x;
