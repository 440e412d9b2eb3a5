// flags: -Werror
int x __attribute__((frobnicate));
