# a run of binary bytes is one error
	r0 = 0 €ÿþ
	exit
	$
