int prog(int x)
{
	switch (x) {
	case 1: return 10;
	default: return 0;
	}
}
