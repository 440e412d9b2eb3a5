# junk after a directive's operands
	.text foo
