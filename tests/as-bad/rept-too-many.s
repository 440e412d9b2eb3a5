# nested repetitions past the budget: an error, not minutes of work
	.rept 100000
	.rept 100000
	r0 += 1
	.endr
	.endr
	exit
