#error this is the message
