// expect: 6:38: error: implicit conversion|changes value
// flags: -Werror
/* The arm a run-time condition may take is reachable: warned (with
 * -Werror an error), unlike the dead arm of a constant condition. */
unsigned short narrow(unsigned short);
int f(int c) { return c ? 5 : narrow(0x0FFFFFFF); }
