@echo off
rem The tiebreak command line, with the JVM set up for a short run: the client compiler only,
rem the serial collector, and the class-data archive made when the jar was built (ignored where
rem it does not match the JVM). JAVA_HOME picks the JVM; TIEBREAK_JAVA_OPTS adds options.
setlocal
set "JAVA=java"
if defined JAVA_HOME set "JAVA=%JAVA_HOME%\bin\java"
"%JAVA%" ${tiebreak.jvm} -XX:SharedArchiveFile="%~dp0tiebreak.jsa" %TIEBREAK_JAVA_OPTS% -jar "%~dp0tiebreak.jar" %*
