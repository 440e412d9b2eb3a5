#if 1
int broken;
