/* switch: a chain of compares, no jump table; a case range tests the
 * value itself twice (v >= lo, v <= hi), never a wrapped v - lo <= n */
int prog(unsigned int port)
{
	switch (port) {
	case 80: return 1;
	case 8000 ... 8099: return 2;
	default: return 0;
	}
}
