/* The error limit with the preprocessor ahead: the parser stops after
 * 20 errors; the preprocessor's later diagnostics must not appear, and
 * the thread must stop. */
#define BAD(n) int bad##n = ;
#error one
BAD(1) BAD(2) BAD(3)
#error two
BAD(4) BAD(5) BAD(6) BAD(7) BAD(8) BAD(9) BAD(10)
#error three
BAD(11) BAD(12) BAD(13) BAD(14) BAD(15) BAD(16) BAD(17) BAD(18) BAD(19) BAD(20)
#error four: after the limit
BAD(21) BAD(22)
#error five: after the limit
